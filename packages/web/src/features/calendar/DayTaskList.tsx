// A day's visits as buttons (time, client, status), drawn whole, or in windows when the day is long
// (WindowedTaskList): a business with thousands of clients has a thousand visits a day.
import type { DayTask } from '@fieldteam/core';
import { lazy, Suspense } from 'react';
import { TaskButton } from './DayTaskButton';

const WindowedTaskList = lazy(() => import('./WindowedTaskList'));

/** Up to this many rows a day is drawn whole. */
const WHOLE_UP_TO = 60;

function WholeTaskList({ tasks, language, onOpen }: { tasks: readonly DayTask[]; language: string; onOpen: (task: DayTask) => void }) {
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

export function DayTaskList({ tasks, language, label, onOpen }: { tasks: readonly DayTask[]; language: string; label: string; onOpen: (task: DayTask) => void }) {
  if (tasks.length <= WHOLE_UP_TO) return <WholeTaskList tasks={tasks} language={language} onOpen={onOpen} />;
  // The first rows while the windowed list's code arrives.
  return (
    <Suspense fallback={<WholeTaskList tasks={tasks.slice(0, WHOLE_UP_TO)} language={language} onOpen={onOpen} />}>
      <WindowedTaskList tasks={tasks} language={language} label={label} onOpen={onOpen} />
    </Suspense>
  );
}
