// Sends a planned day move: the documented visit-date update, one call per visit, a few at a time.
// Every answer is written to the journal as it comes, so a reload or a lost signal loses nothing:
// running again sends only the visits not yet moved (a visit moved whose answer was lost is moved
// again to the same date, which changes nothing). A failure is kept on its visit and retried by
// the next run. Moving back is a new move of the moved visits from their new dates to their old;
// it is the end of the move: a move back is never moved back (that would move the visits forward
// again), and once done the journal forgets it.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { NotSignedIn } from '../shared/failures';
import { inFlight } from '../shared/in-flight';
import { err, ok, type Result } from '../shared/result';
import type { DayMovePlan } from './day-move.rules';
import type { DayMoveJournal, DayMoveRecord, DayMoveStep } from './day-move-journal.port';

/** At most this many visit-date updates are in flight at once. */
export const DAY_MOVE_PARALLEL = 4;

const localText = (date: Temporal.ZonedDateTime): string => date.toPlainDateTime().toString({ smallestUnit: 'minute' });

/** The journal record of a plan: its placed visits, none sent yet (the unplaced ones stay where they are). */
export function dayMoveRecord(plan: DayMovePlan): DayMoveRecord {
  return {
    day: plan.day.toString(),
    target: plan.target.toString(),
    direction: 'forward',
    steps: plan.changes.flatMap((change) =>
      change.to === null
        ? []
        : [{ clientId: change.visit.clientId, clientName: change.visit.clientName, teamName: change.teamName, visitId: change.visit.id, from: localText(change.from), to: localText(change.to), state: 'waiting' as const }],
    ),
  };
}

/** The move back of a move: each visit it moved, from its new date to its old one. */
export function dayMoveBack(record: DayMoveRecord): DayMoveRecord {
  return {
    day: record.target,
    target: record.day,
    direction: 'back',
    steps: record.steps.filter((step) => step.state === 'done').map((step) => ({ ...step, from: step.to, to: step.from, state: 'waiting' as const, failure: null })),
  };
}

export interface DayMoveProgress {
  readonly done: number;
  readonly failed: number;
  readonly total: number;
}

export function dayMoveProgress(record: DayMoveRecord): DayMoveProgress {
  let done = 0;
  let failed = 0;
  for (const step of record.steps) {
    if (step.state === 'done') done += 1;
    else if (step.state === 'failed') failed += 1;
  }
  return { done, failed, total: record.steps.length };
}

/** Every visit of the move is where it was sent. */
export const dayMoveFinished = (record: DayMoveRecord): boolean => record.steps.every((step) => step.state === 'done');

/** Whether a move can be moved back: a move forward, finished, that moved at least one visit. */
export const canMoveBack = (record: DayMoveRecord): boolean => record.direction === 'forward' && record.steps.length > 0 && dayMoveFinished(record);

export class RunDayMove {
  constructor(
    private readonly api: Pick<ClientsApi, 'moveVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly journal: DayMoveJournal,
  ) {}

  /** The move kept on this device (unfinished or finished), or null. */
  kept(): DayMoveRecord | null {
    return this.journal.load();
  }

  /** Keeps a new move (replacing the last one) before anything is sent: a record or a plan's. */
  begin(move: DayMoveRecord | DayMovePlan): DayMoveRecord {
    const record = 'changes' in move ? dayMoveRecord(move) : move;
    this.journal.save(record);
    return record;
  }

  /**
   * Keeps the move back of the kept move (its moved visits to their old dates). Null, and nothing
   * kept changes, unless the kept move can be moved back: none kept, one unfinished, or a move back
   * (already on its way or done) is not moved back again.
   */
  beginMoveBack(): DayMoveRecord | null {
    const kept = this.journal.load();
    return kept && canMoveBack(kept) ? this.begin(dayMoveBack(kept)) : null;
  }

  /**
   * Sends the kept move's visits that are not done yet, at most DAY_MOVE_PARALLEL at a time,
   * telling `onStep` after each answer; answers the record as it ends.
   */
  async execute(onStep: (record: DayMoveRecord) => void = () => {}): Promise<Result<DayMoveRecord, NotSignedIn | { readonly code: 'NO_DAY_MOVE' }>> {
    const kept = this.journal.load();
    if (!kept) return err({ code: 'NO_DAY_MOVE' as const });
    return withBusiness(this.sessions, async ({ credentials }) => {
      let record = kept;
      const update = (index: number, step: DayMoveStep) => {
        record = { ...record, steps: record.steps.map((s, i) => (i === index ? step : s)) };
        this.journal.save(record);
        onStep(record);
      };
      const queue = record.steps.map((step, index) => ({ step, index })).filter(({ step }) => step.state !== 'done');
      await inFlight(queue, DAY_MOVE_PARALLEL, async ({ step, index }) => {
        const sent = await this.api.moveVisit(credentials, step.clientId, step.visitId, Temporal.PlainDateTime.from(step.to));
        update(index, sent.ok ? { ...step, state: 'done', failure: null } : { ...step, state: 'failed', failure: sent.error });
      });
      // A move back done ends the move: nothing is kept to resume or to move back again.
      if (record.direction === 'back' && dayMoveFinished(record)) this.journal.clear();
      return ok(record);
    });
  }
}
