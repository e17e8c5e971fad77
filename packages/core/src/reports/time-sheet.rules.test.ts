import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ClientReport, TaskReport } from './reports.port';
import {
  NO_TEAM,
  sheetCollaborators,
  sheetDay,
  sheetRange,
  stepSheetRange,
  TIME_SHEET_MAX_DAYS,
  timeSheet,
  validateTimeSheetRange,
  type SheetTeam,
} from './time-sheet.rules';
import { hoursWorked, workedVisits, type WorkedVisit } from './work-figures.rules';

const ZONE = 'America/Sao_Paulo';
const day = (iso: string) => Temporal.PlainDate.from(iso);
const range = (from: string, to: string) => ({ from: day(from), to: day(to) });
const at = (date: string, time: string) => Temporal.ZonedDateTime.from(`${date}T${time}[${ZONE}]`).toInstant();
const EVERYONE = { team: null, collaborator: null };

/** A report of a visit on `date` started at `start` (São Paulo) and finished `minutes` later, or never (null). */
const report = (date: string, start: string, minutes: number | null, collaborator: string | null = 'Ana'): TaskReport => {
  const startedAt = at(date, start);
  return { visitId: `v-${date}-${start}-${collaborator}`, visitDate: day(date), taskId: null, startedAt, finishedAt: minutes === null ? null : startedAt.add({ minutes }), collaboratorName: collaborator, observation: '' };
};
const client = (id: string, reports: TaskReport[]): ClientReport => ({ client: { id, name: `Client ${id}`, phone: '11999990000', email: `${id}@x.y`, address: null }, services: [], discountPercent: 0, reports });
const worked = (...clients: ClientReport[]): WorkedVisit[] => workedVisits(clients, ZONE);
const NORTE: SheetTeam = { id: 't-norte', name: 'Equipe Norte' };
const SUL: SheetTeam = { id: 't-sul', name: 'Equipe Sul' };
const teams: Record<string, SheetTeam | null> = { a: NORTE, b: SUL, c: null };
const teamOf = (clientId: string) => teams[clientId] ?? null;
const MIN = 60_000;

describe("a collaborator's day", () => {
  it('adds the time on site and the time between one finish and the next start, first start to last finish', () => {
    const visits = worked(client('a', [report('2026-11-02', '08:00', 90), report('2026-11-02', '10:00', 60), report('2026-11-02', '13:00', 75)]));
    const sheet = sheetDay(day('2026-11-02'), 'Ana', visits, ZONE);
    expect(sheet).toMatchObject({ visits: 3, open: 0, onSiteMs: 225 * MIN, betweenMs: 150 * MIN, hours: 3.75 });
    expect(sheet.firstStart).toEqual(at('2026-11-02', '08:00'));
    expect(sheet.lastFinish).toEqual(at('2026-11-02', '14:15'));
  });

  it('counts visits at the same time whole on site, and no time between them', () => {
    const visits = worked(client('a', [report('2026-11-02', '09:00', 120), report('2026-11-02', '10:00', 30), report('2026-11-02', '12:00', 60)]));
    expect(sheetDay(day('2026-11-02'), 'Ana', visits, ZONE)).toMatchObject({ onSiteMs: 210 * MIN, betweenMs: 60 * MIN });
  });

  it('counts an open report (started, no finish) as a visit, open, with no time on site, and no time between after it', () => {
    const visits = worked(client('a', [report('2026-11-02', '08:00', 60), report('2026-11-02', '09:30', null), report('2026-11-02', '14:00', 60)]));
    const sheet = sheetDay(day('2026-11-02'), 'Ana', visits, ZONE);
    // 09:00 to 09:30 is counted; when the open visit's site was left is unknown, so 09:30 to 14:00 is not.
    expect(sheet).toMatchObject({ visits: 3, open: 1, onSiteMs: 120 * MIN, betweenMs: 30 * MIN, hours: 2 });
    expect(sheet.lastFinish).toEqual(at('2026-11-02', '15:00'));
  });

  it('counts a visit that runs past midnight whole on its day, and the time from its finish to a visit started after midnight', () => {
    const late = worked(client('a', [report('2026-11-02', '23:00', 150)]));
    expect(sheetDay(day('2026-11-02'), 'Ana', late, ZONE)).toMatchObject({ onSiteMs: 150 * MIN, hours: 2.5 });
    expect(sheetDay(day('2026-11-02'), 'Ana', late, ZONE).lastFinish).toEqual(at('2026-11-03', '01:30'));
    const afterMidnight: WorkedVisit = { ...late[0]!, key: 'next', startedAt: at('2026-11-03', '01:45'), finishedAt: at('2026-11-03', '02:15'), minutes: 30 };
    expect(sheetDay(day('2026-11-02'), 'Ana', [...late, afterMidnight], ZONE)).toMatchObject({ onSiteMs: 180 * MIN, betweenMs: 15 * MIN });
  });

  it("counts no time between across a night: a visit of the day done the next morning is not a gap, in the business's time zone", () => {
    const evening = worked(client('a', [report('2026-11-02', '16:00', 60)]))[0]!;
    const nextMorning: WorkedVisit = { ...evening, key: 'late', startedAt: at('2026-11-03', '08:00'), finishedAt: at('2026-11-03', '09:00'), minutes: 60 };
    expect(sheetDay(day('2026-11-02'), 'Ana', [evening, nextMorning], ZONE).betweenMs).toBe(0);
    // 11:00 to 13:00 in São Paulo is one day there, and 23:00 to 01:00 across a night in Tokyo.
    const morning = { ...evening, startedAt: at('2026-11-02', '10:00'), finishedAt: at('2026-11-02', '11:00'), minutes: 60 };
    const afternoon = { ...evening, key: 'afternoon', startedAt: at('2026-11-02', '13:00'), finishedAt: at('2026-11-02', '14:00'), minutes: 60 };
    expect(sheetDay(day('2026-11-02'), 'Ana', [morning, afternoon], ZONE).betweenMs).toBe(120 * MIN);
    expect(sheetDay(day('2026-11-02'), 'Ana', [morning, afternoon], 'Asia/Tokyo').betweenMs).toBe(0);
  });
});

describe('timeSheet', () => {
  const data = worked(
    client('a', [report('2026-11-01', '09:00', 60), report('2026-11-02', '08:00', 90), report('2026-11-02', '10:00', 60, 'Bruno'), report('2026-11-08', '09:00', 45), report('2026-11-09', '09:00', 60)]),
    client('b', [report('2026-11-02', '13:00', 60), report('2026-11-08', '23:00', 120, 'Bruno')]),
    client('c', [report('2026-11-05', '09:00', 30, null), report('2026-11-05', '11:00', null, 'Bruno')]),
  );

  it('takes the visits of both ends of the range and none outside, a visit past midnight on the last day whole', () => {
    const sheet = timeSheet(data, range('2026-11-02', '2026-11-08'), EVERYONE, teamOf, ZONE);
    expect(sheet.days.map((d) => `${d.date.toString()} ${d.collaborator}`)).toEqual(['2026-11-02 Ana', '2026-11-02 Bruno', '2026-11-05 Bruno', '2026-11-05 ', '2026-11-08 Ana', '2026-11-08 Bruno']);
    expect(sheet.people).toMatchObject([
      { name: 'Ana', visits: 3, onSiteMs: 195 * MIN, betweenMs: 210 * MIN, hours: 3.25 },
      { name: 'Bruno', visits: 3, open: 1, onSiteMs: 180 * MIN, hours: 3 },
      { name: '', visits: 1, onSiteMs: 30 * MIN, hours: 0.5 },
    ]);
    expect(sheet.total).toMatchObject({ visits: 7, open: 1, onSiteMs: 405 * MIN, betweenMs: 210 * MIN, hours: 6.75 });
    expect(timeSheet(data, range('2026-11-09', '2026-11-09'), EVERYONE, teamOf, ZONE).total.onSiteMs).toBe(60 * MIN);
    expect(timeSheet(data, range('2026-11-03', '2026-11-04'), EVERYONE, teamOf, ZONE).days).toEqual([]);
  });

  it("gives each team's figures from its clients' visits, the clients without a team last, and a team's or a collaborator's own sheet", () => {
    const sheet = timeSheet(data, range('2026-11-02', '2026-11-08'), EVERYONE, teamOf, ZONE);
    expect(sheet.teams.map((t) => [t.id, t.name, t.onSiteMs / MIN, t.betweenMs / MIN])).toEqual([
      ['t-norte', 'Equipe Norte', 195, 0],
      ['t-sul', 'Equipe Sul', 180, 0],
      [NO_TEAM, null, 30, 0],
    ]);
    const sul = timeSheet(data, range('2026-11-02', '2026-11-08'), { team: 't-sul', collaborator: null }, teamOf, ZONE);
    expect(sul.people.map((p) => p.name)).toEqual(['Ana', 'Bruno']);
    expect(sul.total.hours).toBe(3);
    const noTeam = timeSheet(data, range('2026-11-02', '2026-11-08'), { team: NO_TEAM, collaborator: null }, teamOf, ZONE);
    expect(noTeam.total).toMatchObject({ visits: 2, open: 1, hours: 0.5 });
    const unnamed = timeSheet(data, range('2026-11-02', '2026-11-08'), { team: null, collaborator: '' }, teamOf, ZONE);
    expect(unnamed.days.map((d) => d.collaborator)).toEqual(['']);
    const bruno = timeSheet(data, range('2026-11-02', '2026-11-08'), { team: null, collaborator: 'Bruno' }, teamOf, ZONE);
    expect(bruno.days.map((d) => d.date.toString())).toEqual(['2026-11-02', '2026-11-05', '2026-11-08']);
    expect(sheetCollaborators(data, range('2026-11-02', '2026-11-08'), 't-sul', teamOf)).toEqual(['Ana', 'Bruno']);
    expect(sheetCollaborators(data, range('2026-11-02', '2026-11-08'), null, teamOf)).toEqual(['Ana', 'Bruno', '']);
  });

  it("gives each collaborator's hours and the total of the work report's hours per collaborator, on any data", () => {
    const ms = fc.integer({ min: 0, max: 6 * 3_600_000 });
    const visit = fc.record({
      client: fc.constantFrom('a', 'b', 'c'),
      day: fc.integer({ min: 0, max: 20 }),
      startMs: fc.integer({ min: 0, max: 24 * 3_600_000 - 1 }),
      lengthMs: fc.option(ms, { nil: null }),
      who: fc.constantFrom('Ana', 'Bruno', 'Caio', null),
    });
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (made, a, b) => {
        const first = day('2026-11-01');
        const reports = made.map((v): [string, TaskReport] => {
          const date = first.add({ days: v.day });
          const startedAt = date.toZonedDateTime(ZONE).toInstant().add({ milliseconds: v.startMs });
          return [v.client, { visitId: null, visitDate: date, taskId: null, startedAt, finishedAt: v.lengthMs === null ? null : startedAt.add({ milliseconds: v.lengthMs }), collaboratorName: v.who, observation: '' }];
        });
        const visits = worked(...['a', 'b', 'c'].map((id) => client(id, reports.filter(([c]) => c === id).map(([, r]) => r))));
        const span = { from: first.add({ days: Math.min(a, b) }), to: first.add({ days: Math.max(a, b) }) };
        const report = hoursWorked(visits, span, 'week', 'collaborator', Number.POSITIVE_INFINITY);
        const sheet = timeSheet(visits, span, EVERYONE, teamOf, ZONE);
        expect(sheet.total.hours).toBe(report.total);
        const hours = new Map(sheet.people.map((person) => [person.name, person.hours]));
        for (const series of report.series) expect(hours.get(series.name!)).toBe(series.total);
        for (const person of sheet.people) if (!report.series.some((series) => series.name === person.name)) expect(person.hours).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the range', () => {
  it('is a day, or a week from Monday to Sunday, stepped a day or a week', () => {
    expect(sheetRange('day', day('2026-12-06'))).toEqual(range('2026-12-06', '2026-12-06'));
    expect(sheetRange('week', day('2026-12-06'))).toEqual(range('2026-11-30', '2026-12-06')); // a Sunday
    expect(sheetRange('week', day('2026-11-30'))).toEqual(range('2026-11-30', '2026-12-06')); // a Monday
    expect(stepSheetRange('week', day('2026-12-06'), 1)).toEqual(range('2026-12-07', '2026-12-13'));
    expect(stepSheetRange('day', day('2026-12-01'), -1)).toEqual(range('2026-11-30', '2026-11-30'));
  });

  it('is one day up to a quarter, and refused when reversed or longer', () => {
    expect(validateTimeSheetRange(range('2026-11-02', '2026-11-02')).ok).toBe(true);
    const longest = { from: day('2026-01-01'), to: day('2026-01-01').add({ days: TIME_SHEET_MAX_DAYS - 1 }) };
    expect(validateTimeSheetRange(longest).ok).toBe(true);
    expect(validateTimeSheetRange({ ...longest, to: longest.to.add({ days: 1 }) })).toEqual({ ok: false, error: { code: 'RANGE_TOO_LONG', maxDays: TIME_SHEET_MAX_DAYS } });
    expect(validateTimeSheetRange(range('2026-11-03', '2026-11-02'))).toEqual({ ok: false, error: { code: 'RANGE_REVERSED' } });
  });
});
