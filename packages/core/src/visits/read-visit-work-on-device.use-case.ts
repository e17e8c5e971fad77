// What visit work waits on this device: the signed-in person's actions, sent as soon as the
// network allows, and those kept for people whose session ended before theirs were sent (shown
// on the sign-out and sign-in screens, sent only when that person signs in again).
import type { HeldVisitWork, VisitOutbox } from './visit-stores.port';

export interface VisitWorkOnDevice {
  /** The signed-in person's actions waiting to be sent (0 when no one is signed in). */
  readonly mine: number;
  /** Other people's, per person. */
  readonly held: readonly HeldVisitWork[];
}

export class ReadVisitWorkOnDevice {
  constructor(private readonly outbox: Pick<VisitOutbox, 'load' | 'held'>) {}

  execute(): VisitWorkOnDevice {
    return { mine: this.outbox.load().length, held: this.outbox.held() };
  }
}
