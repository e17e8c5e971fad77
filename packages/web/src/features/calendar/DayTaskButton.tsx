// A day's visit as a button: its time, client, status and clash.
import type { DayTask } from '@fieldteam/core';
import { formatTime } from '../../shared/format';
import { ClashMark } from './ClashMark';
import { VisitStatusBadge } from './VisitStatusBadge';

export function TaskButton({ task, language, onOpen }: { task: DayTask; language: string; onOpen: (task: DayTask) => void }) {
  return (
    <button type="button" className="ft-cal-task ft-cal-task--visit" onClick={() => onOpen(task)}>
      <span className="ft-cal-task__time">{formatTime(task.visit.start, language)}</span>
      <span className="ft-cal-task__client">{task.record.client.name}</span>
      <VisitStatusBadge status={task.visit.status} />
      <ClashMark task={task} />
    </button>
  );
}
