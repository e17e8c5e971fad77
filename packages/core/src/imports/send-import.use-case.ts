// Sends an import kept on the device, a few rows at a time, and can be stopped and resumed at any
// moment (a pause, a reload, a lost signal) without sending a row twice:
// - before a row is sent, it is marked "sent, answer unknown" and that mark is kept;
// - an answer marks it done, or refused with the server's text;
// - a lost answer (no network, a timeout) stops the run and leaves the mark: the row may or may
//   not have reached the server;
// - on the next run, such rows are looked up in the server's list once every answer still on its
//   way has had time to arrive (the HTTP timeout): found, they are done; not found, sent again.
//   An update carries the same values twice, so it is simply sent again.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { ImportKind } from './import-fields';
import type { ImportJobStore, StoredImport } from './import-job-store.port';
import { countProgress, isFinished, type ImportProgress, type ProgressCounts, type RowState } from './import-job';
import { importTargets, type ImportPorts, type ImportTarget, type TargetContext } from './import-targets';

export const IMPORT_LIMITS = {
  /** Rows on their way at once: a few, so that a server answering in turn is kept busy but not flooded. */
  concurrency: 6,
  /** How long an answer may still arrive: the HTTP client's 15 s timeout, and a second. */
  answerGraceMs: 16_000,
} as const;

export type ImportOutcome = {
  /** `finished`: every row answered; `paused`: stopped when asked; `interrupted`: an answer was lost or the server is unreachable. */
  readonly status: 'finished' | 'paused' | 'interrupted';
  readonly counts: ProgressCounts;
};

export type NoImport = { readonly code: 'IMPORT_MISSING' };

export interface SendOptions {
  /** Stops sending new rows; those on their way are answered first. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (counts: ProgressCounts) => void;
}

export interface SendImportSettings {
  readonly concurrency?: number;
  readonly answerGraceMs?: number;
  /** Waits (the grace before looking rows up); a timer by default. */
  readonly wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const defaultWait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A refusal that says nothing about the row: the session is over, or the server is busy or failing. */
const isPassing = (failure: ApiFailure) => failure.code === 'API_REFUSED' && failure.reason !== 'refused';

export class SendImport {
  private readonly targets: ReturnType<typeof importTargets>;
  private readonly concurrency: number;
  private readonly graceMs: number;
  private readonly wait: NonNullable<SendImportSettings['wait']>;

  constructor(
    clients: ImportPorts['clients'],
    services: ImportPorts['services'],
    staff: ImportPorts['staff'],
    private readonly store: Pick<ImportJobStore, 'load' | 'saveProgress'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    settings: SendImportSettings = {},
  ) {
    this.targets = importTargets({ clients, services, staff });
    this.concurrency = Math.max(1, settings.concurrency ?? IMPORT_LIMITS.concurrency);
    this.graceMs = settings.answerGraceMs ?? IMPORT_LIMITS.answerGraceMs;
    this.wait = settings.wait ?? defaultWait;
  }

  async execute(kind: ImportKind, options: SendOptions = {}): Promise<Result<ImportOutcome, NotSignedIn | NoImport>> {
    const stored = await this.store.load(kind);
    if (!stored) return err({ code: 'IMPORT_MISSING' });
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const context: TargetContext = { credentials, ownerId, timeZone: this.clock.timeZone() };
      const run = new Run(stored, this.targets[kind] as ImportTarget<unknown>, context, this.store, options, this.clock);
      const reconciled = await run.reconcile(this.graceMs, this.wait);
      const status = reconciled === 'ok' ? await run.send(this.concurrency) : reconciled;
      const counts = await run.finish();
      if (counts.done > 0 && this.targets[kind].cacheKey) this.cache.remove(this.targets[kind].cacheKey);
      return ok({ status: status === 'ok' ? (isFinished(counts) ? 'finished' : 'paused') : status, counts });
    });
  }
}

/** One run over a stored import: its states in memory, kept in order through the store. */
class Run {
  private readonly states: RowState[];
  private readonly refusals: Record<number, string>;
  private readonly sentAt: Record<number, number>;
  /** The latest write, on its way or queued. */
  private saving: Promise<void> = Promise.resolve();
  /** A write queued behind the one on its way, not started yet: whoever asks now is kept by it. */
  private queued: Promise<void> | null = null;

  constructor(
    private readonly stored: StoredImport,
    private readonly target: ImportTarget<unknown>,
    private readonly context: TargetContext,
    private readonly store: Pick<ImportJobStore, 'saveProgress'>,
    private readonly options: SendOptions,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    this.states = stored.progress.states.split('') as RowState[];
    this.refusals = { ...stored.progress.refusals };
    this.sentAt = { ...stored.progress.sentAt };
  }

  private get stopped(): boolean {
    return this.options.signal?.aborted ?? false;
  }

  /** Rows sent with no answer known: updates go back to waiting, creates are looked up once no answer can still come. */
  async reconcile(graceMs: number, wait: (ms: number, signal?: AbortSignal) => Promise<void>): Promise<'ok' | 'paused' | 'interrupted'> {
    const unknown = this.states.flatMap((state, i) => (state === 's' ? [i] : []));
    if (unknown.length === 0) return 'ok';
    const creates = unknown.filter((i) => this.stored.job.rows[i]!.action === 'create');
    if (creates.length > 0) {
      const latest = Math.max(...creates.map((i) => this.sentAt[i] ?? 0));
      const left = latest + graceMs - this.clock.now().epochMilliseconds;
      if (left > 0) await wait(left, this.options.signal);
      if (this.stopped) return 'paused';
      const present = await this.target.presentKeys(this.context);
      if (!present.ok) return 'interrupted';
      for (const i of creates) this.mark(i, present.value.has(this.stored.job.rows[i]!.key) ? 'd' : 'w');
    }
    for (const i of unknown) if (this.states[i] === 's') this.mark(i, 'w');
    await this.persist();
    return 'ok';
  }

  /** Sends the waiting rows, `concurrency` at a time, until none is left, a stop is asked, or an answer is lost. */
  async send(concurrency: number): Promise<'ok' | 'paused' | 'interrupted'> {
    let next = 0;
    let lost = false;
    const worker = async () => {
      for (;;) {
        if (lost || this.stopped) return;
        while (next < this.states.length && this.states[next] !== 'w') next++;
        if (next >= this.states.length) return;
        const i = next++;
        this.states[i] = 's';
        this.sentAt[i] = this.clock.now().epochMilliseconds;
        // The mark is kept before the row leaves: a reload from here on looks the row up first.
        await this.persist();
        if (lost || this.stopped) {
          this.mark(i, 'w');
          return;
        }
        const row = this.stored.job.rows[i]!;
        const answer = row.action === 'create' ? await this.target.create(this.context, row.record) : await this.target.update(this.context, row.targetId!, row.record);
        if (answer.ok) this.mark(i, 'd');
        else if (answer.error.code === 'API_REFUSED' && !isPassing(answer.error)) {
          this.refusals[i] = answer.error.message;
          this.mark(i, 'r');
        } else if (answer.error.code === 'API_REFUSED') {
          // Refused for a reason that is not the row's: it was not made, and waits for the next run.
          this.mark(i, 'w');
          lost = true;
        } else {
          // No answer, or one that cannot be read: the row may have been made; the next run looks.
          lost = true;
        }
        this.options.onProgress?.(countProgress({ states: this.states.join('') }));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return lost ? 'interrupted' : this.stopped ? 'paused' : 'ok';
  }

  async finish(): Promise<ReturnType<typeof countProgress>> {
    await this.persist();
    return countProgress({ states: this.states.join('') });
  }

  private mark(i: number, state: RowState): void {
    this.states[i] = state;
    if (state !== 's') delete this.sentAt[i];
  }

  /**
   * Keeps the progress as it is when the write starts; writes follow each other in order. Marks
   * made while a write is on its way share the next one: with six rows on their way, a row would
   * otherwise wait for the five writes queued before its own.
   */
  private persist(): Promise<void> {
    if (this.queued) return this.queued;
    const write = this.saving.then(() => {
      this.queued = null;
      return this.store.saveProgress(this.stored.job.kind, this.snapshot());
    });
    this.queued = write;
    this.saving = write;
    return write;
  }

  private snapshot(): ImportProgress {
    return { states: this.states.join(''), refusals: { ...this.refusals }, sentAt: { ...this.sentAt } };
  }
}
