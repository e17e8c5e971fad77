import { describe, expect, it } from 'vitest';
import type { QueuedVisitAction } from './visit-stores.port';
import { mergeStartedVisits, type OpenReport } from './started-visits.rules';

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
