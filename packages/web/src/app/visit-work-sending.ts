// Sends the visit work waiting on the device for the person signed in, once the app has started
// and each time someone signs in (features/session/visit-work-sender.ts). The replay is the road
// context's, loaded only when there is something to send (by its token, so that the first page
// carries none of its code).
import { reaction } from 'mobx';
import type { AppContainer } from '../di/container';
import { SessionViewModel } from '../features/session/session.view-model';
import { VisitWorkSender } from '../features/session/visit-work-sender';
import { TOKENS } from '../di/tokens';
import { Notifier } from '../shared/notifier';

export function startSendingVisitWork(app: AppContainer): () => void {
  const session = app.container.get(SessionViewModel);
  const sender = new VisitWorkSender(session, () => app.loadContexts(['road']).then(() => app.container.get(TOKENS.visitReplay)), app.container.get(Notifier));
  return reaction(
    () => session.user?.id,
    () => void sender.sendWaiting(),
    { fireImmediately: true },
  );
}
