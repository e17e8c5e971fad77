// When each visit under way on this device started, for the crew's screen to say when it runs
// over: the start recorded with the visit in progress, or the time a start waiting to be sent was
// queued. The road's alone, apart from the visit work the app's shell reads on every page.
import type { InProgressVisits, VisitOutbox } from '../visits/visit-stores.port';

export class ReadVisitStartTimes {
  constructor(
    private readonly outbox: Pick<VisitOutbox, 'load'>,
    private readonly inProgress: Pick<InProgressVisits, 'load'>,
  ) {}

  /** Client id to its visit's start (an ISO instant), where the device knows it; none once a finish or cancel is queued. */
  execute(): ReadonlyMap<string, string> {
    const times = new Map<string, string>();
    for (const [clientId, visit] of Object.entries(this.inProgress.load())) if (visit.startedAt) times.set(clientId, visit.startedAt);
    for (const action of this.outbox.load()) {
      if (action.kind === 'start') times.set(action.visit.clientId, action.queuedAt);
      else times.delete(action.visit.clientId);
    }
    return times;
  }
}
