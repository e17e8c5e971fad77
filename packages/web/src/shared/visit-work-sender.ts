// Sends the signed-in person's visit actions still waiting on the device, whatever page they are
// on: after they sign in again (their session had ended with work unsent), and when the app
// starts with them signed in. The road screen sends its own as the network comes and goes; both go
// through the one replay, which runs one at a time, so nothing is sent twice (ADR 0038).
import type { SyncVisitOutbox } from '@fieldteam/core';
import { msg, serverText } from './message';
import type { Notifier } from './notifier';

/** What the sender needs of the session (the app's SessionViewModel). */
export interface SenderSession {
  readonly user: { readonly id: string } | null;
  readonly visitWork: { readonly mine: number };
  refresh(): void;
  checkAuth(): Promise<void>;
}

export class VisitWorkSender {
  private sending: Promise<void> | null = null;

  constructor(
    private readonly session: SenderSession,
    /** The replay, made when there is something to send (its code loads with the road's). */
    private readonly replay: () => Promise<Pick<SyncVisitOutbox, 'execute'>>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** Sends what waits for the person signed in; nothing when no one is, or nothing waits. */
  sendWaiting(): Promise<void> {
    if (this.sending) return this.sending;
    this.session.refresh();
    if (!this.session.user || this.session.visitWork.mine === 0) return Promise.resolve();
    this.sending = this.send().finally(() => (this.sending = null));
    return this.sending;
  }

  private async send(): Promise<void> {
    let replay: Pick<SyncVisitOutbox, 'execute'>;
    try {
      replay = await this.replay();
    } catch {
      this.log('Visit work not sent: the code to send it could not be loaded');
      return; // no network for the code either: the road screen, or the next start, sends it
    }
    const report = await replay.execute();
    this.session.refresh();
    if (!report.ok) {
      // The server ended this session too: the check signs the person out, keeping the work.
      if (report.error.code === 'SESSION_ENDED') {
        this.notifier.error(msg('visitWork.sessionEnded'));
        await this.session.checkAuth();
      }
      return;
    }
    if (report.value.sent > 0) this.notifier.success(msg('visitWork.sent', { count: report.value.sent }));
    for (const refused of report.value.refused) if (refused.reason === 'refused') this.notifier.error(serverText(refused.message));
  }
}
