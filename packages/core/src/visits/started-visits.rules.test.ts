import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ClientReport, TaskReport } from '../reports/reports.port';
import type { QueuedVisitAction } from './visit-stores.port';
import { isOpenReport, mergeStartedVisits, openReportsOfDay, type OpenReport } from './started-visits.rules';

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

const open = (over: Partial<OpenReport> = {}): OpenReport => ({ clientId: 'c1', visitId: 'v1', taskId: 't1', startedAt: 1000, collaboratorName: 'Lia Santos', ...over });
const start = (clientId: string, visitId: string): QueuedVisitAction => ({ id: `s-${clientId}`, kind: 'start', visit: { clientId, ownerId: 'o1', visitId, userId: 'l1', userName: 'Lia-Santos' }, queuedAt: '2026-12-06T12:00:00Z' });
const closing = (kind: 'finish' | 'cancel', clientId: string): QueuedVisitAction =>
  kind === 'finish'
    ? { id: `f-${clientId}`, kind, visit: { clientId, ownerId: 'o1', visitId: 'v1' }, taskId: 't1', observation: '', queuedAt: '2026-12-06T12:00:00Z' }
    : { id: `c-${clientId}`, kind, visit: { clientId, ownerId: 'o1', visitId: 'v1' }, queuedAt: '2026-12-06T12:00:00Z' };

describe('mergeStartedVisits', () => {
  it("shows a visit started on another device, with the task id its finish needs", () => {
    expect(mergeStartedVisits([open()], {}, []).get('c1')).toEqual({ clientId: 'c1', visitId: 'v1', taskId: 't1', startedAt: 1000, collaboratorName: 'Lia Santos', sent: true, here: false });
  });

  it("keeps this device's starts when the server's are not known (offline), a queued one without a task id", () => {
    const merged = mergeStartedVisits(null, { c1: { taskId: 't1', visitId: 'v1' } }, [start('c2', 'v3')]);
    expect(merged.get('c1')).toMatchObject({ taskId: 't1', sent: true, here: true, startedAt: null });
    expect(merged.get('c2')).toMatchObject({ visitId: 'v3', taskId: null, sent: false, here: true });
  });

  it("completes this device's record with the server's report of the same visit", () => {
    expect(mergeStartedVisits([open()], { c1: { taskId: 't1', visitId: 'v1' } }, []).get('c1')).toEqual({ clientId: 'c1', visitId: 'v1', taskId: 't1', startedAt: 1000, collaboratorName: 'Lia Santos', sent: true, here: true });
    // A start whose answer was lost reached the server: its task id comes from the report.
    expect(mergeStartedVisits([open()], {}, [start('c1', 'v1')]).get('c1')).toMatchObject({ taskId: 't1', sent: true, here: true });
  });

  it('a finish or cancel waiting on this device closes the visit here, whatever the server still says', () => {
    expect(mergeStartedVisits([open()], {}, [closing('finish', 'c1')]).has('c1')).toBe(false);
    expect(mergeStartedVisits([open()], { c1: { taskId: 't1', visitId: 'v1' } }, [closing('cancel', 'c1')]).has('c1')).toBe(false);
    // Started again after the queued cancel (another visit of the day): started once more.
    expect(mergeStartedVisits(null, {}, [closing('cancel', 'c1'), start('c1', 'v2')]).get('c1')).toMatchObject({ visitId: 'v2', here: true });
  });

  it("of a client's several open reports, the earliest start is the one in progress; the device's own visit wins", () => {
    const two = [open({ visitId: 'v2', taskId: 't2', startedAt: 2000 }), open({ visitId: 'v1', taskId: 't1', startedAt: 1000 })];
    expect(mergeStartedVisits(two, {}, []).get('c1')?.visitId).toBe('v1');
    expect(mergeStartedVisits(two, { c1: { taskId: 't2', visitId: 'v2' } }, []).get('c1')).toMatchObject({ visitId: 'v2', startedAt: 2000 });
    // Equal starts: the smaller visit id, whatever the answer's order.
    expect(mergeStartedVisits([open({ visitId: 'v9', startedAt: 5 }), open({ visitId: 'v8', startedAt: 5 })], {}, []).get('c1')?.visitId).toBe('v8');
  });

  it("keeps the device's record when the server's open report is of another visit of the client", () => {
    expect(mergeStartedVisits([open({ visitId: 'v2' })], { c1: { taskId: 'tx', visitId: 'v1' } }, []).get('c1')).toMatchObject({ visitId: 'v1', taskId: 'tx', startedAt: null });
  });
});
