// Which visit the calendar's client dialog finishes when it was opened from the search.
import type { ScheduledVisit } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { byStart } from './month-grid.view-model';

const isOpen = (visit: ScheduledVisit) => visit.status === 'pending' || visit.status === 'started';

/**
 * The visit the client modal finishes when it was opened from the search: the visit in progress,
 * else today's first open visit, else the next open one, else the latest open one left behind.
 */
export function visitToFinish(visits: readonly ScheduledVisit[], today: Temporal.PlainDate): ScheduledVisit | null {
  const open = visits.filter(isOpen).sort(byStart);
  const started = open.find((v) => v.status === 'started');
  if (started) return started;
  const upcoming = open.find((v) => Temporal.PlainDate.compare(v.start.toPlainDate(), today) >= 0);
  return upcoming ?? open.at(-1) ?? null;
}
