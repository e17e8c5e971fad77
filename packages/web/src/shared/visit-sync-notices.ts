// What the person sees of the visit work sent from the device, whatever page is open: the one
// place a VisitSync outcome becomes a message (how many actions went, each refusal with its
// reason, a session the server ended), and the session told to read the device's work again.
import type { VisitSync } from '@fieldteam/core';
import { msg, serverText } from './message';
import type { Notifier } from './notifier';

interface SyncedSession {
  /** Reads again what waits on the device (the header's notice counts it). */
  refresh(): void;
  /** Checks the session with the server: an ended one signs the person out, the work kept. */
  checkAuth(): Promise<void>;
}

export function showVisitSyncOutcomes(sync: Pick<VisitSync, 'onOutcome'>, notifier: Pick<Notifier, 'success' | 'error'>, session: SyncedSession, log: (message: string) => void = (message) => console.warn(message)): () => void {
  return sync.onOutcome((outcome) => {
    session.refresh();
    switch (outcome.kind) {
      case 'sent':
        if (outcome.report.sent > 0) notifier.success(msg('visitWork.sent', { count: outcome.report.sent }));
        for (const refused of outcome.report.refused) notifier.error(refused.reason === 'refused' ? serverText(refused.message) : msg('visitWork.neverStarted'));
        return;
      case 'session-ended':
        notifier.error(msg('visitWork.sessionEnded'));
        void session.checkAuth();
        return;
      case 'not-loaded':
        log('Visit work not sent: the code to send it could not be loaded');
        return;
    }
  });
}
