// The replay of the visit work waiting on the device, with the visits' HTTP calls: fetched the
// first time there is something to send, so that no page carries it before.
import type { HttpClient } from '@fieldteam/adapters-http';
import { HttpVisitsApi } from '@fieldteam/adapters-http';
import { SyncVisitOutbox, type InProgressVisits, type SessionStore, type VisitOutbox } from '@fieldteam/core';

export const visitReplay = (http: HttpClient, sessions: SessionStore, outbox: VisitOutbox, inProgress: InProgressVisits): SyncVisitOutbox =>
  new SyncVisitOutbox(new HttpVisitsApi(http), sessions, outbox, inProgress);
