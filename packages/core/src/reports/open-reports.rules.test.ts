import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ClientReport, TaskReport } from './reports.port';
import type { OpenReport } from '../visits/started-visits.rules';
import { isOpenReport, openReportsOfDay } from './open-reports.rules';

const ZONE = 'America/Sao_Paulo';
const report = (over: Partial<TaskReport> = {}): TaskReport => ({
  visitId: 'v1',
  visitDate: Temporal.PlainDate.from('2026-12-06'),
  taskId: 't1',
  startedAt: Temporal.Instant.from('2026-12-06T12:00:00Z'),
  finishedAt: null,
  collaboratorName: 'Lia Santos',
  observation: '',
  ...over,
});
const client = (id: string, reports: readonly TaskReport[]): ClientReport => ({
  client: { id, name: id, phone: '', email: '', address: null },
  services: [],
  discountPercent: 0,
  reports,
});
const today = Temporal.PlainDate.from('2026-12-06');

describe('isOpenReport', () => {
  it('is a start with no finish that names its visit and its task', () => {
    expect(isOpenReport(report())).toBe(true);
    expect(isOpenReport(report({ finishedAt: Temporal.Instant.from('2026-12-06T13:00:00Z') }))).toBe(false);
    expect(isOpenReport(report({ startedAt: null }))).toBe(false);
    expect(isOpenReport(report({ taskId: null }))).toBe(false);
    expect(isOpenReport(report({ visitId: null }))).toBe(false);
  });
});

describe('openReportsOfDay', () => {
  it("answers today's open reports with their client, task id, start and collaborator", () => {
    const answer = [client('c1', [report(), report({ visitId: 'v0', taskId: 't0', finishedAt: Temporal.Instant.from('2026-12-06T11:00:00Z') })])];
    expect(openReportsOfDay(answer, today, ZONE)).toEqual<OpenReport[]>([
      { clientId: 'c1', visitId: 'v1', taskId: 't1', startedAt: Date.parse('2026-12-06T12:00:00Z'), collaboratorName: 'Lia Santos' },
    ]);
  });

  it("goes by the visit's date, not the start's: a visit of yesterday started after midnight is yesterday's", () => {
    const late = report({ visitDate: Temporal.PlainDate.from('2026-12-05'), startedAt: Temporal.Instant.from('2026-12-06T03:10:00Z') });
    expect(openReportsOfDay([client('c1', [late])], today, ZONE)).toEqual([]);
    expect(openReportsOfDay([client('c1', [late])], today.subtract({ days: 1 }), ZONE)).toHaveLength(1);
  });

  it("without the visit's date, goes by the start's date in the business's zone, to the minute at midnight", () => {
    // 02:59 UTC on the 7th is 23:59 on the 6th in São Paulo; 03:00 UTC is midnight there.
    const before = report({ visitDate: null, visitId: 'a', startedAt: Temporal.Instant.from('2026-12-07T02:59:59Z') });
    const after = report({ visitDate: null, visitId: 'b', startedAt: Temporal.Instant.from('2026-12-07T03:00:00Z') });
    const ids = (day: Temporal.PlainDate) => openReportsOfDay([client('c1', [before, after])], day, ZONE).map((r) => r.visitId);
    expect(ids(today)).toEqual(['a']);
    expect(ids(today.add({ days: 1 }))).toEqual(['b']);
    expect(openReportsOfDay([client('c1', [before])], today, 'UTC')).toEqual([]);
  });

  it("keeps a visit's latest start when it was recorded twice", () => {
    const answer = [client('c1', [report({ taskId: 'old', startedAt: Temporal.Instant.from('2026-12-06T11:00:00Z') }), report({ taskId: 'new' })])];
    expect(openReportsOfDay(answer, today, ZONE).map((r) => r.taskId)).toEqual(['new']);
  });
});
