// What visit work is on this device: the signed-in person's visits started and the actions
// waiting to be sent (the road screen shows them), and what is kept for people whose session
// ended before theirs were sent (shown on the sign-out and sign-in screens, sent only when that
// person signs in again).
import type { HeldVisitWork, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import { pendingSync, startedClients } from './visit-work';

export interface VisitWorkOnDevice {
  /** The signed-in person's actions waiting to be sent (0 when no one is signed in). */
  readonly mine: number;
  /** Other people's, per person. */
  readonly held: readonly HeldVisitWork[];
  /** The clients whose visit is started here (sent, or waiting to be). */
  readonly started: ReadonlySet<string>;
  /** The clients whose actions wait for the network, with the last kind queued. */
  readonly pending: ReadonlyMap<string, QueuedVisitAction['kind']>;
}

export class ReadVisitWorkOnDevice {
  constructor(
    private readonly outbox: Pick<VisitOutbox, 'load' | 'held'>,
    private readonly inProgress: Pick<InProgressVisits, 'load'>,
  ) {}

  execute(): VisitWorkOnDevice {
    const queue = this.outbox.load();
    return { mine: queue.length, held: this.outbox.held(), started: startedClients(this.inProgress.load(), queue), pending: pendingSync(queue) };
  }
}
