// A long day's visits drawn in windows: only the rows in view are in the page (TanStack Virtual).
// The rows keep their place in the whole list for screen readers (aria-setsize, aria-posinset),
// and the scrolling box takes the keyboard focus so that arrows and Page Down move through all of
// them. Loaded only for a day longer than DayTaskList draws whole, so the calendar does not carry
// the library to open.
import type { DayTask } from '@fieldteam/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { TaskButton } from './DayTaskButton';

/** A row's height in pixels, as calendar.css draws it (the rows are measured once drawn). */
const ROW_HEIGHT = 52;

export default function WindowedTaskList({ tasks, language, label, onOpen }: { tasks: readonly DayTask[]; language: string; label: string; onOpen: (task: DayTask) => void }) {
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
