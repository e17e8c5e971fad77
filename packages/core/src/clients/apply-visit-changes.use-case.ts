// Sends the calls of a resolved change plan: each visit moved or removed, a few at a time so a
// team change of a year of weekly visits does not wait 52 round trips in a row.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { inFlight } from '../shared/in-flight';
import { err, ok, type Result } from '../shared/result';
import type { VisitChange } from '../scheduling/schedule-change';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

/** How many calls are in flight at once. */
export const VISIT_CHANGES_IN_FLIGHT = 4;

export interface AppliedChanges {
  readonly moved: number;
  readonly removed: number;
}

export class ApplyVisitChanges {
  constructor(
    private readonly api: Pick<ClientsApi, 'moveVisit' | 'deleteVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** Every change is tried; the first refusal is answered once all have settled. */
  async execute(clientId: string, changes: readonly VisitChange[]): Promise<Result<AppliedChanges, ClientsFailure>> {
    return withBusiness(this.sessions, async ({ credentials }) => {
      let moved = 0;
      let removed = 0;
      let failure: ClientsFailure | null = null;
      const send = (change: VisitChange): Promise<Result<Ack, ClientsFailure>> =>
        change.kind === 'move'
          ? this.api.moveVisit(credentials, clientId, change.visitId, change.to.toPlainDateTime())
          : this.api.deleteVisit(credentials, clientId, change.visitId);
      await inFlight(changes, VISIT_CHANGES_IN_FLIGHT, async (change) => {
        const answer = await send(change);
        if (!answer.ok) failure ??= answer.error;
        else if (change.kind === 'move') moved++;
        else removed++;
      });
      return failure ? err(failure) : ok({ moved, removed });
    });
  }
}
