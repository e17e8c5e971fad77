// The calendar screen's test world: fake calendar and finish calls over a list of client records,
// a clock, and the screen's view-model built as the container builds it.
import {
  err,
  FinishVisitFromCalendar,
  LoadCalendar,
  ok,
  type Ack,
  type ApiFailure,
  type CalendarFinish,
  type CalendarApi,
  type CalendarRecord,
  type Clock,
  type IsoWeekday,
  type Result,
  type ScheduledVisit,
  type VisitsApi,
} from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import { CalendarRecords } from '../features/calendar/calendar-records';
import { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import type { Notifier } from '../shared/notifier';

export const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });

export const record = (id: string, name: string, visits: ScheduledVisit[], team: CalendarRecord['team'] = null): CalendarRecord => ({
  client: { id, name, phone: '11999998888', email: `${id}@example.com`, address: { description: 'Rua das Flores, 10', latitude: -23.55, longitude: -46.63, complement: null } },
  team,
  recurrence: 'weekly',
  visits,
});

export const team = (name: string, leader: string | null): CalendarRecord['team'] => ({
  id: `team-${name}`,
  name,
  leader: leader ? { id: `leader-${leader}`, name: leader } : null,
  members: [{ id: 'm1', name: 'Caio' }],
});

/** The calendar call as the server answers it; `refusal` makes it fail. */
export class FakeCalendarApi implements Pick<CalendarApi, 'calendar'> {
  calls = 0;
  refusal: ApiFailure | null = null;
  constructor(public records: CalendarRecord[]) {}
  async calendar(): Promise<Result<readonly CalendarRecord[], ApiFailure>> {
    this.calls += 1;
    return this.refusal ? err(this.refusal) : ok(this.records);
  }
}

/** The calendar's finish call: records what was sent and finishes the visit, or refuses. */
export class FakeVisitsApi implements Pick<VisitsApi, 'finishFromCalendar'> {
  readonly sent: CalendarFinish[] = [];
  refusal: ApiFailure | null = null;
  private release: (() => void) | null = null;
  hold = false;
  constructor(private readonly calendar: FakeCalendarApi) {}

  async finishFromCalendar(_credentials: unknown, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>> {
    this.sent.push(finish);
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.refusal) return err(this.refusal);
    this.calendar.records = this.calendar.records.map((r) =>
      r.client.id === finish.clientId ? { ...r, visits: r.visits.map((v) => (v.id === finish.visitId ? { ...v, status: 'finished' as const } : v)) } : r,
    );
    return ok({ message: 'Service finished successfully.' });
  }

  answer(): void {
    this.release?.();
  }
}

/** The calendar screen's view-model over these fakes: the panels share one calendar and month. */
export function buildCalendar(calendarApi: FakeCalendarApi, visitsApi: FakeVisitsApi, clock: Pick<Clock, 'now' | 'timeZone'>, notifier: Notifier, weekStart: IsoWeekday = 7): CalendarViewModel {
  const sessions = signedInStore('employer', { id: 'owner-1' });
  const calendar = new CalendarRecords(new LoadCalendar(calendarApi, sessions), clock);
  const month = new MonthGridViewModel(calendar, weekStart);
  return new CalendarViewModel(calendar, month, new CalendarSearchViewModel(calendar), new CalendarDialogViewModel(calendar, month, new FinishVisitFromCalendar(visitsApi, sessions), notifier));
}
