// VisitsApi over HTTP: the calendar's "Finalizar serviço" (the notify/started variant that carries
// the report text, DECISIONS 13). The road screen's visit calls are added by their own issue.
import { ok, type CalendarFinish, type Credentials, type VisitsApi } from '@fieldteam/core';
import type { HttpClient } from '../http-client';
import { messageOf } from '../wire-guards';
import { toWireCalendarFinishPath } from './clients.wire';

export class HttpVisitsApi implements VisitsApi {
  constructor(private readonly http: HttpClient) {}

  async finishFromCalendar(credentials: Credentials, finish: CalendarFinish) {
    const answer = await this.http.get(toWireCalendarFinishPath(credentials, finish));
    return answer.ok ? ok({ message: messageOf(answer.value) }) : answer;
  }
}
