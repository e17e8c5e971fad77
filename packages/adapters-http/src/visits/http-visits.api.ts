// VisitsApi and RoadVisitsApi over HTTP: the calendar's "Finalizar serviço" (the notify/started
// variant that carries the report text, spec decision 13) and the road screen's calls (map/services/in,
// notify/started, notify/cancel, notify/finish). Every wire shape is in visits.wire.ts.
import { cancelVisitAnswer, finishVisitAnswer, finishVisitFromCalendarAnswer } from '@fieldteam/api-contract/answers/visits';
import type { CalendarFinish, Credentials, RoadVisitsApi, UserId, VisitRef, VisitsApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { readRoadClients, readVisitStarted, toWireCalendarFinishPath, toWireCancelPath, toWireFinish, toWireNotifyStartedPath } from './visits.wire';

export class HttpVisitsApi implements VisitsApi, RoadVisitsApi {
  constructor(private readonly http: HttpClient) {}

  async finishFromCalendar(credentials: Credentials, finish: CalendarFinish) {
    const answer = await this.http.get(toWireCalendarFinishPath(credentials, finish), { writes: true });
    return answer.ok ? readAck(finishVisitFromCalendarAnswer, answer.value, 'finishVisitFromCalendar') : answer;
  }

  async roadClients(credentials: Credentials, userId: UserId) {
    const answer = await this.http.get(pathOf('company', 'map', 'services', 'in', credentials.email, credentials.token, userId));
    return answer.ok ? readRoadClients(answer.value) : answer;
  }

  async notifyStarted(credentials: Credentials, visit: VisitRef & { readonly userId: UserId; readonly userName: string }) {
    const answer = await this.http.get(toWireNotifyStartedPath(credentials, visit), { writes: true });
    return answer.ok ? readVisitStarted(answer.value) : answer;
  }

  async cancel(credentials: Credentials, visit: VisitRef) {
    const answer = await this.http.get(toWireCancelPath(credentials, visit), { writes: true });
    return answer.ok ? readAck(cancelVisitAnswer, answer.value, 'cancelVisit') : answer;
  }

  async finish(credentials: Credentials, visit: VisitRef & { readonly taskId: string; readonly observation: string }) {
    const answer = await this.http.post('/company/client/service/notify/finish', toWireFinish(credentials, visit));
    return answer.ok ? readAck(finishVisitAnswer, answer.value, 'finishVisit') : answer;
  }
}
