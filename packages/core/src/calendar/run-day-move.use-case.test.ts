import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../shared/failures';
import { err, ok } from '../shared/result';
import { RecordingClientsApi } from '../testing/recording-apis';
import { signedInToBusiness } from '../testing/sessions';
import type { DayMoveJournal, DayMoveRecord } from './day-move-journal.port';
import { planDayMove, type MovableVisit } from './day-move.rules';
import { canMoveBack, DAY_MOVE_PARALLEL, dayMoveBack, dayMoveProgress, dayMoveRecord, RunDayMove } from './run-day-move.use-case';

class MemoryJournal implements DayMoveJournal {
  record: DayMoveRecord | null = null;
  saves = 0;
  load = () => this.record;
  save = (record: DayMoveRecord) => {
    this.record = record;
    this.saves += 1;
  };
  clear = () => {
    this.record = null;
  };
}

const SP = 'America/Sao_Paulo';
const visit = (i: number): MovableVisit => {
  const start = Temporal.PlainDateTime.from(`2026-03-03T${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`).toZonedDateTime(SP);
  return { id: `v${i}`, startMs: start.epochMilliseconds, durationMinutes: 15, clientId: `c${i}`, clientName: `Client ${i}`, start, status: 'pending' };
};
function twentyVisits(): DayMoveRecord {
  const plan = planDayMove([{ teamId: 't', teamName: 'Alpha', visits: Array.from({ length: 20 }, (_, i) => visit(i)) }], {
    day: Temporal.PlainDate.from('2026-03-03'),
    target: { kind: 'date', date: Temporal.PlainDate.from('2026-03-10') },
    now: Temporal.Instant.from('2026-03-02T10:00:00Z'),
    timeZone: SP,
    closedDays: [7],
  });
  if (!plan.ok) throw new Error(plan.error);
  return dayMoveRecord(plan.value);
}

/** An API whose answers the test releases, failing the visits listed. */
class SlowApi extends RecordingClientsApi {
  inFlight = 0;
  maxInFlight = 0;
  lost = new Set<string>();
  override async moveVisit(...args: Parameters<RecordingClientsApi['moveVisit']>) {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    this.inFlight -= 1;
    this.calls.push(['moveVisit', ...args]);
    return this.lost.has(args[2]) ? err<ApiFailure>({ code: 'API_UNREACHABLE' }) : ok({ message: 'ok' });
  }
}

describe('running a day move', () => {
  it('sends each placed visit to its new local date, at most 4 at a time, keeping every answer as it comes', async () => {
    const api = new SlowApi();
    const journal = new MemoryJournal();
    const run = new RunDayMove(api, signedInToBusiness('employer'), journal);
    run.begin(twentyVisits());
    const seen: number[] = [];
    const result = await run.execute((record) => seen.push(dayMoveProgress(record).done));
    expect(result.ok && dayMoveProgress(result.value)).toEqual({ done: 20, failed: 0, total: 20 });
    expect(api.maxInFlight).toBe(DAY_MOVE_PARALLEL);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(journal.saves).toBe(21);
    expect(api.calls[0]!.slice(2)).toEqual(['c0', 'v0', Temporal.PlainDateTime.from('2026-03-10T08:00')]);
  });

  it('keeps each failure on its visit, and the next run sends only what is not done', async () => {
    const api = new SlowApi();
    api.lost = new Set(['v3', 'v17']);
    const journal = new MemoryJournal();
    const run = new RunDayMove(api, signedInToBusiness('employer'), journal);
    run.begin(twentyVisits());
    const first = await run.execute();
    expect(first.ok && dayMoveProgress(first.value)).toEqual({ done: 18, failed: 2, total: 20 });
    expect(first.ok && first.value.steps.filter((s) => s.state === 'failed').map((s) => [s.visitId, s.failure])).toEqual([
      ['v3', { code: 'API_UNREACHABLE' }],
      ['v17', { code: 'API_UNREACHABLE' }],
    ]);
    api.lost.clear();
    api.calls.length = 0;
    // A reload: a new run over the same journal.
    const again = await new RunDayMove(api, signedInToBusiness('employer'), journal).execute();
    expect(api.calls.map((call) => call[3])).toEqual(['v3', 'v17']);
    expect(again.ok && dayMoveProgress(again.value)).toEqual({ done: 20, failed: 0, total: 20 });
  });

  it('resumes a move stopped mid-way (the page closed) from the journal, without sending the done visits again', async () => {
    const journal = new MemoryJournal();
    const record = twentyVisits();
    journal.record = { ...record, steps: record.steps.map((s, i) => (i < 12 ? { ...s, state: 'done' } : s)) };
    const api = new SlowApi();
    await new RunDayMove(api, signedInToBusiness('employer'), journal).execute();
    expect(api.calls.map((call) => call[3])).toEqual(['v12', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18', 'v19']);
  });

  it('moves a moved day back: the visits it moved, from their new dates to their old ones', () => {
    const record = twentyVisits();
    const moved = { ...record, steps: record.steps.map((s, i) => (i === 0 ? { ...s, state: 'failed' as const } : { ...s, state: 'done' as const })) };
    const back = dayMoveBack(moved);
    expect(back).toMatchObject({ day: '2026-03-10', target: '2026-03-03', direction: 'back' });
    expect(back.steps).toHaveLength(19);
    expect(back.steps[0]).toMatchObject({ visitId: 'v1', from: record.steps[1]!.to, to: '2026-03-03T08:15', state: 'waiting' });
    expect(record.steps[1]!.to.startsWith('2026-03-10T')).toBe(true);
  });

  it('answers NO_DAY_MOVE when nothing is kept, and NOT_SIGNED_IN without sending', async () => {
    const api = new SlowApi();
    expect(await new RunDayMove(api, signedInToBusiness('employer'), new MemoryJournal()).execute()).toEqual({ ok: false, error: { code: 'NO_DAY_MOVE' } });
    const journal = new MemoryJournal();
    journal.record = twentyVisits();
    const { MemorySessionStore } = await import('../testing/memory-session.store');
    expect(await new RunDayMove(api, new MemorySessionStore(), journal).execute()).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(api.calls).toEqual([]);
  });
});

describe('moving back once', () => {
  it('moves a finished move back once: the move back is consumed, and a second press moves nothing', async () => {
    const api = new SlowApi();
    const journal = new MemoryJournal();
    const run = new RunDayMove(api, signedInToBusiness('employer'), journal);
    run.begin(twentyVisits());
    await run.execute();
    expect(run.beginMoveBack()).toMatchObject({ direction: 'back' });
    api.calls.length = 0;
    const back = await run.execute();
    expect(back.ok && back.value.direction).toBe('back');
    expect(api.calls).toHaveLength(20);
    expect(api.calls.every((call) => String(call[4]).startsWith('2026-03-03T'))).toBe(true);
    // Done: the journal forgets the move, so nothing resumes and nothing is moved back again.
    expect(run.kept()).toBeNull();
    expect(run.beginMoveBack()).toBeNull();
    api.calls.length = 0;
    expect(await run.execute()).toEqual({ ok: false, error: { code: 'NO_DAY_MOVE' } });
    expect(api.calls).toEqual([]);
  });

  it('never moves a move back back, even while it is on its way, and keeps it to resume', () => {
    const journal = new MemoryJournal();
    const run = new RunDayMove(new SlowApi(), signedInToBusiness('employer'), journal);
    const record = twentyVisits();
    run.begin({ ...record, steps: record.steps.map((s) => ({ ...s, state: 'done' as const })) });
    const back = run.beginMoveBack()!;
    expect(run.beginMoveBack()).toBeNull();
    expect(journal.record).toBe(back);
    const halfBack = { ...back, steps: back.steps.map((s, i) => (i < 10 ? { ...s, state: 'done' as const } : s)) };
    journal.record = halfBack;
    expect(run.beginMoveBack()).toBeNull();
    expect(journal.record).toBe(halfBack);
  });

  it('moves back only a move forward that is finished and moved a visit', () => {
    const record = twentyVisits();
    const done = { ...record, steps: record.steps.map((s) => ({ ...s, state: 'done' as const })) };
    expect(canMoveBack(done)).toBe(true);
    expect(canMoveBack({ ...done, steps: done.steps.map((s, i) => (i === 19 ? { ...s, state: 'failed' as const } : s)) })).toBe(false);
    expect(canMoveBack({ ...done, steps: [] })).toBe(false);
    expect(canMoveBack(dayMoveBack(done))).toBe(false);
    expect(canMoveBack({ ...dayMoveBack(done), steps: dayMoveBack(done).steps.map((s) => ({ ...s, state: 'done' as const })) })).toBe(false);
  });
});

describe('beginning a move', () => {
  it('keeps a plan as its record, and the move back of the kept move', () => {
    const journal = new MemoryJournal();
    const run = new RunDayMove(new SlowApi(), signedInToBusiness('employer'), journal);
    expect(run.beginMoveBack()).toBeNull();
    const record = twentyVisits();
    run.begin({ ...record, steps: record.steps.map((s) => ({ ...s, state: 'done' as const })) });
    const back = run.beginMoveBack();
    expect(back).toMatchObject({ direction: 'back', day: '2026-03-10', target: '2026-03-03' });
    expect(journal.record).toBe(back);
  });
});
