// VisitsApi and RoadVisitsApi over HTTP: the calendar's "Finalizar serviço" (the notify/started
// variant that carries the report text, DECISIONS 13) and the road screen's calls (map/services/in,
// notify/started, notify/cancel, notify/finish). Every wire shape is in clients.wire.ts.
import {
  ok,
  type ApiFailure,
  type CalendarFinish,
  type Credentials,
  type Result,
  type RoadVisitsApi,
  type UserId,
  type VisitRef,
  type VisitsApi,
} from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { messageOf } from '../wire-guards';
import { readRoadClients, readVisitStarted, toWireCalendarFinishPath, toWireCancelPath, toWireFinish, toWireNotifyStartedPath } from './visits.wire';

const ack = (answer: Result<unknown, ApiFailure>) => (answer.ok ? ok({ message: messageOf(answer.value) }) : answer);

export class HttpVisitsApi implements VisitsApi, RoadVisitsApi {
  constructor(private readonly http: HttpClient) {}

  async finishFromCalendar(credentials: Credentials, finish: CalendarFinish) {
    return ack(await this.http.get(toWireCalendarFinishPath(credentials, finish)));
  }

  async roadClients(credentials: Credentials, userId: UserId) {
    const answer = await this.http.get(pathOf('company', 'map', 'services', 'in', credentials.email, credentials.token, userId));
    return answer.ok ? readRoadClients(answer.value) : answer;
  }

  async notifyStarted(credentials: Credentials, visit: VisitRef & { readonly userId: UserId; readonly userName: string }) {
    const answer = await this.http.get(toWireNotifyStartedPath(credentials, visit));
    return answer.ok ? readVisitStarted(answer.value) : answer;
  }

  async cancel(credentials: Credentials, visit: VisitRef) {
    return ack(await this.http.get(toWireCancelPath(credentials, visit)));
  }

  async finish(credentials: Credentials, visit: VisitRef & { readonly taskId: string; readonly observation: string }) {
    return ack(await this.http.post('/company/client/service/notify/finish', toWireFinish(credentials, visit)));
  }
}
