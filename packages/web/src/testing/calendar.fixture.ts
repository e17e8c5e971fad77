// The calendar screen's test world: fake calendar and finish calls over a list of client records,
// a clock, and the screen's view-model built as the container builds it (the calendar kept by
// core's CalendarDataService, made stale by the finish as the app's HTTP client's writes do).
import {
  dayKeyOf,
  err,
  FinishVisitFromCalendar,
  LoadCalendar,
  LoadStartedVisits,
  ok,
  type Ack,
  type ApiFailure,
  type CalendarApi,
  type CalendarClient,
  type CalendarEntry,
  type CalendarFinish,
  type ClientReport,
  type Clock,
  type IsoWeekday,
  type Result,
  type ScheduledVisit,
  type VisitsApi,
} from '@fieldteam/core';
import { businessDataOver as servicesOver, MemoryInProgressVisits, MemoryVisitOutbox, signedInStore, type BusinessDataServices } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { CalendarClashesViewModel } from '../features/calendar/calendar-clashes.view-model';
import { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import { CalendarRecords } from '../features/calendar/calendar-records';
import { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import type { Notifier } from '../shared/notifier';

export const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });

/** A client of the calendar with its visits, as the tests write them (Temporal dates). */
export interface TestRecord extends CalendarClient {
  readonly visits: readonly ScheduledVisit[];
}

export const record = (id: string, name: string, visits: ScheduledVisit[], team: CalendarClient['team'] = null): TestRecord => ({
  client: { id, name, phone: '11999998888', email: `${id}@example.com`, address: { description: 'Rua das Flores, 10', latitude: -23.55, longitude: -46.63, complement: null } },
  team,
  recurrence: 'weekly',
  visits,
});

export const team = (name: string, leader: string | null): CalendarClient['team'] => ({
  id: `team-${name}`,
  name,
  leader: leader ? { id: `leader-${leader}`, name: leader } : null,
  members: [{ id: 'm1', name: 'Caio' }],
});

/** A test record as the calendar call answers it: visits as day keys and minutes. */
export const entryOf = (record: TestRecord): CalendarEntry => ({
  ...record,
  visits: record.visits.map((v) => ({ id: v.id, day: dayKeyOf(v.start), minute: v.start.hour * 60 + v.start.minute, status: v.status })),
});

/**
 * The calendar's answer as the app's HTTP adapter gives it: the same array while the records are
 * not replaced (a 304 to its ETag), a new one after; `refusal` makes it fail.
 */
export class FakeCalendarApi implements Pick<CalendarApi, 'calendar'> {
  calls = 0;
  refusal: ApiFailure | null = null;
  private version = 1;
  private answered: { readonly version: number; readonly entries: readonly CalendarEntry[] } | null = null;
  private current: TestRecord[];
  constructor(records: TestRecord[]) {
    this.current = records;
  }
  get records(): TestRecord[] {
    return this.current;
  }
  set records(records: TestRecord[]) {
    this.current = records;
    this.version += 1;
  }
  async calendar(): Promise<Result<readonly CalendarEntry[], ApiFailure>> {
    this.calls += 1;
    if (this.refusal) return err(this.refusal);
    if (this.answered?.version !== this.version) this.answered = { version: this.version, entries: this.current.map(entryOf) };
    return ok(this.answered.entries);
  }
  /** The task reports: none unless a test gives some (a visit started on a phone has its open report). */
  taskReports: readonly ClientReport[] = NO_REPORTS;
  async reports() {
    return ok(this.taskReports);
  }
}

const NO_REPORTS: readonly never[] = [];

/** The task reports' answer with a visit in progress: started at `startedAt` (an instant) by `by`, not finished. */
export const openReportOf = (record: TestRecord, visitId: string, startedAt: string, by = 'Lia Santos'): ClientReport => ({
  client: record.client,
  services: [],
  discountPercent: 0,
  reports: [
    {
      visitId,
      visitDate: record.visits.find((v) => v.id === visitId)?.start.toPlainDate() ?? null,
      taskId: `task-${visitId}`,
      startedAt: Temporal.Instant.from(startedAt),
      finishedAt: null,
      collaboratorName: by,
      observation: '',
    },
  ],
});

/** The business's data over the fake calendar, as the app keeps it for the session. */
export const businessDataOver = (api: FakeCalendarApi): BusinessDataServices => servicesOver(api, 'America/Sao_Paulo');

/** The calendar's finish call: records what was sent and finishes the visit, or refuses. */
export class FakeVisitsApi implements Pick<VisitsApi, 'finishFromCalendar'> {
  readonly sent: CalendarFinish[] = [];
  refusal: ApiFailure | null = null;
  private release: (() => void) | null = null;
  hold = false;
  /** What the app's HTTP client does after a write: the kept calendar is stale (buildCalendar sets it). */
  onWrite: () => void = () => undefined;
  constructor(private readonly calendar: FakeCalendarApi) {}

  async finishFromCalendar(_credentials: unknown, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>> {
    this.sent.push(finish);
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.refusal) return err(this.refusal);
    this.calendar.records = this.calendar.records.map((r) =>
      r.client.id === finish.clientId ? { ...r, visits: r.visits.map((v) => (v.id === finish.visitId ? { ...v, status: 'finished' as const } : v)) } : r,
    );
    this.onWrite();
    return ok({ message: 'Service finished successfully.' });
  }

  answer(): void {
    this.release?.();
  }
}

/** The calendar screen's view-model over these fakes: the panels share one calendar and month. */
export function buildCalendar(
  calendarApi: FakeCalendarApi,
  visitsApi: FakeVisitsApi,
  clock: Pick<Clock, 'now' | 'timeZone'>,
  notifier: Notifier,
  weekStart: IsoWeekday = 7,
  data: BusinessDataServices = businessDataOver(calendarApi),
): CalendarViewModel {
  const sessions = signedInStore('employer', { id: 'owner-1' });
  visitsApi.onWrite = () => data.markStale();
  const started = new LoadStartedVisits(data.reports, sessions, new MemoryInProgressVisits(), new MemoryVisitOutbox(), clock);
  const calendar = new CalendarRecords(new LoadCalendar(data.calendar, sessions), clock, started);
  const month = new MonthGridViewModel(calendar, weekStart);
  return new CalendarViewModel(calendar, month, new CalendarSearchViewModel(calendar), new CalendarDialogViewModel(calendar, month, new FinishVisitFromCalendar(visitsApi, sessions), notifier), new CalendarClashesViewModel(calendar));
}
