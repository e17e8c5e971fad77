// Sends the visit work waiting on the device for the person signed in, once the app has started
// and each time someone signs in (features/session/visit-work-sender.ts). The replay is the road
// context's, loaded only when there is something to send.
import { reaction } from 'mobx';
import type { Composition } from '../di/composition';
import { TOKENS } from '../di/tokens';
import { VisitWorkSender } from '../features/session/visit-work-sender';

export function startSendingVisitWork(composition: Composition): () => void {
  const session = composition.get(TOKENS.session);
  const sender = new VisitWorkSender(
    session,
    () => composition.loadContexts(['road']).then(() => composition.get(TOKENS.syncVisitOutbox)),
    composition.get(TOKENS.notifier),
  );
  return reaction(
    () => session.user?.id,
    () => void sender.sendWaiting(),
    { fireImmediately: true },
  );
}
