import { describe, expect, it } from 'vitest';
import { applyVisitEvent, OBSERVATION_MAX_LENGTH, pendingVisit, recordVisit, truncateObservation, visitActions, visitOf, type Visit } from './visit.rules';

const pending = pendingVisit('c1', 'todo-1');
const next = (visit: Visit, ...events: Parameters<typeof applyVisitEvent>[1][]) =>
  events.reduce<ReturnType<typeof applyVisitEvent>>((r, e) => (r.ok ? applyVisitEvent(r.value, e) : r), { ok: true, value: visit });

describe('visit lifecycle', () => {
  it('goes pending -> started -> finished with the observation', () => {
    expect(next(pending, { type: 'start', taskId: 't9' }, { type: 'finish', observation: ' Done. ' })).toEqual({
      ok: true,
      value: { status: 'finished', clientId: 'c1', todoId: 'todo-1', taskId: 't9', observation: 'Done.' },
    });
  });

  it('cancels a started visit, or one never started', () => {
    expect(next(pending, { type: 'start', taskId: 't9' }, { type: 'cancel' })).toEqual({
      ok: true,
      value: { status: 'cancelled', clientId: 'c1', todoId: 'todo-1', taskId: 't9' },
    });
    expect(next(pending, { type: 'cancel' })).toEqual({ ok: true, value: { status: 'cancelled', clientId: 'c1', todoId: 'todo-1', taskId: null } });
  });

  it('refuses what the rules forbid, with a code', () => {
    expect(next(pending, { type: 'finish', observation: 'x' })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    expect(next(pending, { type: 'start', taskId: 't' }, { type: 'start', taskId: 't' })).toEqual({ ok: false, error: { code: 'VISIT_ALREADY_STARTED' } });
    expect(next(pending, { type: 'start', taskId: ' ' })).toEqual({ ok: false, error: { code: 'VISIT_TASK_ID_MISSING' } });
    expect(next(pendingVisit('', 'todo-1'), { type: 'cancel' })).toEqual({ ok: false, error: { code: 'VISIT_CLIENT_MISSING' } });
    expect(next(pending, { type: 'cancel' }, { type: 'start', taskId: 't' })).toEqual({ ok: false, error: { code: 'VISIT_ALREADY_CLOSED', status: 'cancelled' } });
    expect(next(pending, { type: 'start', taskId: 't' }, { type: 'finish', observation: '' }, { type: 'cancel' })).toEqual({
      ok: false,
      error: { code: 'VISIT_ALREADY_CLOSED', status: 'finished' },
    });
  });

  it('offers "Avisar cliente" only before the start, finish only after it, cancel while open', () => {
    const started = next(pending, { type: 'start', taskId: 't' });
    const cancelled = next(pending, { type: 'cancel' });
    expect(visitActions(pending)).toEqual({ notify: true, cancel: true, finish: false });
    expect(started.ok && visitActions(started.value)).toEqual({ notify: false, cancel: true, finish: true });
    expect(cancelled.ok && visitActions(cancelled.value)).toEqual({ notify: false, cancel: false, finish: false });
  });
});

describe('observation', () => {
  it('keeps 250 characters and cuts the rest', () => {
    expect(truncateObservation('a'.repeat(250))).toHaveLength(250);
    expect(truncateObservation('a'.repeat(251))).toBe('a'.repeat(250));
    expect(OBSERVATION_MAX_LENGTH).toBe(250);
  });

  it('does not split an emoji at the cut', () => {
    const text = 'a'.repeat(249) + '😀b';
    expect(truncateObservation(text)).toBe('a'.repeat(249));
    expect(truncateObservation('a'.repeat(248) + '😀b')).toBe('a'.repeat(248) + '😀');
  });
});

describe('local record of started visits', () => {
  it('remembers a start and forgets a finish or cancel', () => {
    const started = next(pending, { type: 'start', taskId: 't9' });
    if (!started.ok) throw new Error('start failed');
    const record = recordVisit({}, started.value);
    expect(record).toEqual({ c1: { taskId: 't9' } });
    expect(visitOf('c1', 'todo-1', record)).toEqual(started.value);
    expect(visitOf('c2', 'todo-2', record)).toEqual(pendingVisit('c2', 'todo-2'));
    const finished = applyVisitEvent(started.value, { type: 'finish', observation: 'ok' });
    expect(finished.ok && recordVisit(record, finished.value)).toEqual({});
    expect(recordVisit(record, pendingVisit('c3', 'x'))).toBe(record);
  });
});
