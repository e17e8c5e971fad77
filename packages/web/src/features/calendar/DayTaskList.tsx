// A day's visits as buttons (time, client, status), drawn in windows when the day is long: a
// business with thousands of clients has a thousand visits a day, and only the rows in view are in
// the page (TanStack Virtual). The rows keep their place in the whole list for screen readers
// (aria-setsize, aria-posinset), and the scrolling box takes the keyboard focus so that arrows
// and Page Down move through all of them.
import type { DayTask } from '@fieldteam/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatTime } from '../../shared/format';
import { ClashMark } from './ClashMark';
import { VisitStatusBadge } from './VisitStatusBadge';

/** Up to this many rows a day is drawn whole. */
const WHOLE_UP_TO = 60;
/** A row's height in pixels, as calendar.css draws it (the rows are measured once drawn). */
const ROW_HEIGHT = 52;

function TaskButton({ task, language, onOpen }: { task: DayTask; language: string; onOpen: (task: DayTask) => void }) {
  return (
    <button type="button" className="ft-cal-task ft-cal-task--visit" onClick={() => onOpen(task)}>
      <span className="ft-cal-task__time">{formatTime(task.visit.start, language)}</span>
      <span className="ft-cal-task__client">{task.record.client.name}</span>
      <VisitStatusBadge status={task.visit.status} />
      <ClashMark task={task} />
    </button>
  );
}

export function DayTaskList({ tasks, language, label, onOpen }: { tasks: readonly DayTask[]; language: string; label: string; onOpen: (task: DayTask) => void }) {
  if (tasks.length <= WHOLE_UP_TO) {
    return (
      <ul className="ft-cal-tasklist">
        {tasks.map((task) => (
          <li key={task.key}>
            <TaskButton task={task} language={language} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  }
  return <WindowedTaskList tasks={tasks} language={language} label={label} onOpen={onOpen} />;
}

function WindowedTaskList({ tasks, language, label, onOpen }: { tasks: readonly DayTask[]; language: string; label: string; onOpen: (task: DayTask) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tasks[index]!.key,
    overscan: 6,
    // Before the box is laid out (and where nothing is, in tests), a phone's screenful.
    initialRect: { width: 360, height: 480 },
  });
  return (
    <div ref={scroller} className="ft-cal-tasklist-window" role="group" aria-label={label} tabIndex={0}>
      <ul className="ft-cal-tasklist" style={{ height: rows.getTotalSize(), position: 'relative' }}>
        {rows.getVirtualItems().map((row) => {
          const task = tasks[row.index]!;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={rows.measureElement}
              aria-setsize={tasks.length}
              aria-posinset={row.index + 1}
              className="ft-cal-tasklist__row"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <TaskButton task={task} language={language} onOpen={onOpen} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
