// Sends the visit work waiting on the device, from one place whatever page is open: when a person
// signs in (or the app starts with one signed in), when the device says the network is back,
// every so often while work waits and the network is said to be there (a weak signal can lose the
// server and get it back with no event), and when a screen asks. Every run goes through the one
// replay (SyncVisitOutbox: one at a time, nothing sent twice); its outcome goes to every listener,
// and the app turns it into what the person sees in one place. A session the server ended sends
// nothing more until someone signs in again: the work stays on the device, that person's.
import type { SessionStore } from '../account/session-store.port';
import type { Scheduler } from '../shared/scheduler.port';
import type { SyncReport, SyncVisitOutbox } from './sync-visit-outbox.use-case';
import type { Connectivity, VisitOutbox } from './visit-stores.port';

/** How often to try again while work waits and the device says it is online. */
export const VISIT_SYNC_RETRY_MS = 30_000;

export type VisitSyncOutcome =
  /** A run's report: how many actions went, which were refused and why, how many still wait. */
  | { readonly kind: 'sent'; readonly report: SyncReport }
  /** The server no longer holds the session: nothing more was sent, and everything left is kept. */
  | { readonly kind: 'session-ended' }
  /** The code that sends could not be loaded (no network for it either): the work waits. */
  | { readonly kind: 'not-loaded' };

export class VisitSync {
  private readonly listeners = new Set<(outcome: VisitSyncOutcome) => void>();
  private sessionEnded = false;
  private running: Promise<VisitSyncOutcome | null> | null = null;
  private askedAgain = false;

  constructor(
    /** The replay, made when there is something to send: its code comes only then. */
    private readonly replay: () => Promise<Pick<SyncVisitOutbox, 'execute'>>,
    private readonly outbox: Pick<VisitOutbox, 'load'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'onChange'>,
    private readonly connectivity: Pick<Connectivity, 'isOnline' | 'onChange'>,
    private readonly scheduler: Scheduler,
  ) {}

  /** Follows the sign-ins, the network and the clock, and sends what waits now; returns how to stop. */
  start(): () => void {
    const stops = [
      this.sessions.onChange(() => {
        this.sessionEnded = false;
        void this.send();
      }),
      this.connectivity.onChange((online) => {
        if (online) void this.send();
      }),
      this.scheduler.every(VISIT_SYNC_RETRY_MS, () => {
        if (this.connectivity.isOnline()) void this.send();
      }),
    ];
    void this.send();
    return () => stops.forEach((stop) => stop());
  }

  /** Tells `listener` every run's outcome; returns how to stop. */
  onOutcome(listener: (outcome: VisitSyncOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends what waits for the person signed in; null when nothing was tried (no one, nothing, no
   * network, or a session ended). Asked while a run goes on, it answers that run's outcome, and the
   * run goes once more after it (the network may have come back meanwhile): each outcome is told once.
   */
  send(): Promise<VisitSyncOutcome | null> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    this.running = this.sendUntilNotAskedAgain().finally(() => (this.running = null));
    return this.running;
  }

  private async sendUntilNotAskedAgain(): Promise<VisitSyncOutcome | null> {
    let outcome: VisitSyncOutcome | null;
    do {
      this.askedAgain = false;
      outcome = await this.sendOnce();
    } while (this.askedAgain);
    return outcome;
  }

  private async sendOnce(): Promise<VisitSyncOutcome | null> {
    if (this.sessionEnded || !this.connectivity.isOnline() || !this.sessions.load() || this.outbox.load().length === 0) return null;
    let replay: Pick<SyncVisitOutbox, 'execute'>;
    try {
      replay = await this.replay();
    } catch {
      return this.tell({ kind: 'not-loaded' });
    }
    const result = await replay.execute();
    if (result.ok) return this.tell({ kind: 'sent', report: result.value });
    if (result.error.code === 'SESSION_ENDED') {
      this.sessionEnded = true;
      return this.tell({ kind: 'session-ended' });
    }
    return null; // signed out meanwhile: the work waits for its person
  }

  private tell(outcome: VisitSyncOutcome): VisitSyncOutcome {
    this.listeners.forEach((listener) => listener(outcome));
    return outcome;
  }
}
