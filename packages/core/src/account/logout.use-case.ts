// Signs out: forgets the session and every cache kept for it, then tells the server.
// The local data goes first, so that from the moment the sign-out begins nothing that arrives for
// the old session is kept; it goes even when the server cannot be reached (its failure is only
// reported). Work on the device not yet delivered (visit actions, a day move under way, an
// import under way) would be lost: sign-out refuses while any waits, saying what, unless the
// person chose to discard it. A sign-out leaves nothing of the person on the device: their work,
// sent or not (a day move kept to be moved back, a finished import's refused rows), goes with
// their key.
import type { DayMoveJournal } from '../calendar/day-move-journal.port';
import type { ImportKind } from '../imports/import-fields';
import type { ImportProgress } from '../imports/import-job';
import type { ImportJobStore } from '../imports/import-job-store.port';
import type { ApiFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { InProgressVisits, VisitOutbox } from '../visits/visit-stores.port';
import type { AccountApi } from './account-api.port';
import type { KeptWork } from './kept-work.port';
import type { SessionStore } from './session-store.port';
import { credentialsOf } from './user.entity';

/** The signed-in person's work on the device that has not reached the server. */
export interface UnsentWork {
  readonly visitActions: number;
  /** The visits of the day move under way not moved yet (0 with none, or once every visit is moved). */
  readonly dayMoveVisits: number;
  /** The rows of each import under way not sent yet (or sent with no answer); kinds with none left out. */
  readonly importRows: Readonly<Partial<Record<ImportKind, number>>>;
}

/** Nothing was done: this work waits on the device and would be lost. */
export type UnsentWorkOnDevice = { readonly code: 'LOGOUT_UNSENT_WORK'; readonly work: UnsentWork };

// Every kind of import, named here rather than imported: the imports' code is not the sign-out's
// (it stays out of the first page). TypeScript checks that none is missing.
const IMPORT_KINDS = Object.keys({ clients: true, services: true, collaborators: true } satisfies Record<ImportKind, true>) as ImportKind[];

/** An import's rows not answered yet: waiting, or sent with no answer known (import-job.ts's `w` and `s`). */
const unansweredRows = (progress: ImportProgress): number => [...progress.states].filter((state) => state === 'w' || state === 's').length;

export const hasUnsentWork = (work: UnsentWork): boolean => work.visitActions > 0 || work.dayMoveVisits > 0 || Object.keys(work.importRows).length > 0;

export interface LogoutInput {
  /** The person was told what waits and chose to sign out anyway. */
  readonly discardUnsent?: boolean;
}

export class Logout {
  constructor(
    private readonly api: Pick<AccountApi, 'disconnect'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'clear'>,
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: Pick<InProgressVisits, 'save'>,
    private readonly dayMoves: Pick<DayMoveJournal, 'load' | 'clear'>,
    private readonly imports: Pick<ImportJobStore, 'progress'>,
    private readonly kept: Pick<KeptWork, 'forget'>,
  ) {}

  async execute(input: LogoutInput = {}): Promise<Result<void, UnsentWorkOnDevice | ApiFailure>> {
    const work = await this.unsent();
    if (hasUnsentWork(work) && !input.discardUnsent) return err({ code: 'LOGOUT_UNSENT_WORK', work });
    // The person's own device records (the stores keep only the signed-in person's), before the session goes.
    this.outbox.save([]);
    this.inProgress.save({});
    this.dayMoves.clear();
    const session = this.sessions.load();
    this.sessions.clear();
    if (!session) return ok(undefined);
    // The rest of the person's (the imports, their key, anything sealed for them): the stores refuse writes from here on.
    await this.kept.forget(session.user.id);
    const answer = await this.api.disconnect(credentialsOf(session));
    return answer.ok ? ok(undefined) : answer;
  }

  /** What the signed-in person would lose by signing out now. */
  async unsent(): Promise<UnsentWork> {
    const dayMove = this.dayMoves.load();
    const importRows: Partial<Record<ImportKind, number>> = {};
    for (const kind of IMPORT_KINDS) {
      const progress = await this.imports.progress(kind);
      const rows = progress ? unansweredRows(progress) : 0;
      if (rows > 0) importRows[kind] = rows;
    }
    return {
      visitActions: this.outbox.load().length,
      dayMoveVisits: dayMove ? dayMove.steps.filter((step) => step.state !== 'done').length : 0,
      importRows,
    };
  }
}
