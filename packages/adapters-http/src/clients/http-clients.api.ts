// The clients group of 001 section 7 over HTTP (docs/api/clients-wire.md): ClientsApi, and the
// calendar's and the reports' calls (CalendarApi, ReportsApi), which the same group carries. Every
// wire shape is in clients.wire.ts; an acknowledgement is checked against the call's answer.
import { addVisitsAnswer, attachServicesAnswer, changeClientTeamAnswer, createClientAnswer, deleteAttachedServiceAnswer, deleteClientAnswer, deleteVisitAnswer, moveVisitAnswer, updateClientAnswer } from '@fieldteam/api-contract/answers/clients';
import type { ApiFailure, CalendarApi, ClientInput, ClientsApi, Credentials, NewClient, ReadOptions, Recurrence, ReportsApi, Result, ServicesAttachment } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { pathOf, type HttpClient } from '../http-client';
import { KeptAnswers } from '../kept-answers';
import { readAck } from '../wire-guards';
import {
  readCalendarEntries,
  readClients,
  readClientSchedule,
  readPendingClients,
  readReports,
  readTeamClients,
  readTeamVisits,
  toWireAttachment,
  toWireClientUpdate,
  toWireMoveVisit,
  toWireNewClient,
  toWireNewVisits,
  toWireTeamChange,
} from './clients.wire';

export interface HttpClientsApiOptions {
  /**
   * Keep the calendar's, the reports' and the client list's last answers, and ask for them again
   * with their ETags (a 304 answers the same value): where they are read again and again for a
   * session (the business data worker). Else each read brings the whole answer and nothing is kept.
   */
  readonly keepLargeAnswers?: boolean;
}

export class HttpClientsApi implements ClientsApi, CalendarApi, ReportsApi {
  private readonly kept: KeptAnswers | null;

  constructor(
    private readonly http: HttpClient,
    options: HttpClientsApiOptions = {},
  ) {
    this.kept = options.keepLargeAnswers ? new KeptAnswers(http) : null;
  }

  list(credentials: Credentials, ownerId: string, options: ReadOptions = {}) {
    return this.large('clients', pathOf('company', 'clients', credentials.email, credentials.token, ownerId), readClients, options);
  }

  async pendingToday(credentials: Credentials, userId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'handle-issues', credentials.email, credentials.token, userId));
    return answer.ok ? readPendingClients(answer.value) : answer;
  }

  async update(credentials: Credentials, clientId: string, input: ClientInput) {
    const answer = await this.http.post('/company/clients/update/user', toWireClientUpdate(credentials, clientId, input));
    return answer.ok ? readAck(updateClientAnswer, answer.value, 'updateClient') : answer;
  }

  async teamVisits(credentials: Credentials, teamId: string) {
    const answer = await this.http.get(pathOf('company', 'team', 'get', 'todos', credentials.email, credentials.token, teamId));
    return answer.ok ? readTeamVisits(answer.value) : answer;
  }

  async teamClients(credentials: Credentials, teamId: string) {
    const answer = await this.http.get(pathOf('company', 'team', 'get', 'todos', credentials.email, credentials.token, teamId));
    return answer.ok ? readTeamClients(answer.value) : answer;
  }

  async create(credentials: Credentials, ownerId: string, client: NewClient) {
    const answer = await this.http.post('/company/clients/cadastre', toWireNewClient(credentials, ownerId, client));
    return answer.ok ? readAck(createClientAnswer, answer.value, 'createClient') : answer;
  }

  async schedule(credentials: Credentials, clientId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'client', 'todos', credentials.email, credentials.token, clientId));
    return answer.ok ? readClientSchedule(answer.value) : answer;
  }

  async deleteVisit(credentials: Credentials, clientId: string, visitId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'client', 'todo', 'delete', credentials.email, credentials.token, clientId, visitId), { writes: true });
    return answer.ok ? readAck(deleteVisitAnswer, answer.value, 'deleteVisit') : answer;
  }

  async deleteAttachedService(credentials: Credentials, attachedServiceId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'client', 'service', 'delete', credentials.email, credentials.token, attachedServiceId), { writes: true });
    return answer.ok ? readAck(deleteAttachedServiceAnswer, answer.value, 'deleteAttachedService') : answer;
  }

  async addVisits(credentials: Credentials, clientId: string, visits: readonly Temporal.PlainDateTime[], recurrence: Recurrence) {
    const answer = await this.http.post('/company/clients/client/todo/add', toWireNewVisits(credentials, clientId, visits, recurrence));
    return answer.ok ? readAck(addVisitsAnswer, answer.value, 'addVisits') : answer;
  }

  async deleteClient(credentials: Credentials, clientId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'client', 'delete', credentials.email, credentials.token, clientId));
    return answer.ok ? readAck(deleteClientAnswer, answer.value, 'deleteClient') : answer;
  }

  async changeTeam(credentials: Credentials, clientId: string, teamId: string) {
    const answer = await this.http.post('/company/clients/client/team/update', toWireTeamChange(credentials, clientId, teamId));
    return answer.ok ? readAck(changeClientTeamAnswer, answer.value, 'changeClientTeam') : answer;
  }

  async moveVisit(credentials: Credentials, clientId: string, visitId: string, start: Temporal.PlainDateTime) {
    const answer = await this.http.post('/company/clients/client/todo/date/update', toWireMoveVisit(credentials, clientId, visitId, start));
    return answer.ok ? readAck(moveVisitAnswer, answer.value, 'moveVisit') : answer;
  }

  async attachServices(credentials: Credentials, ownerId: string, clientId: string, attachment: ServicesAttachment) {
    const answer = await this.http.post('/company/clients/client/services/add', toWireAttachment(credentials, ownerId, clientId, attachment));
    return answer.ok ? readAck(attachServicesAnswer, answer.value, 'attachServices') : answer;
  }

  calendar(credentials: Credentials, ownerId: string, options: ReadOptions = {}) {
    return this.large('calendar', pathOf('company', 'calendar', 'data', credentials.email, credentials.token, ownerId), readCalendarEntries, options);
  }

  reports(credentials: Credentials, ownerId: string, options: ReadOptions = {}) {
    return this.large('reports', pathOf('company', 'reports', credentials.email, credentials.token, ownerId), readReports, options);
  }

  private async large<T>(call: string, path: string, read: (body: unknown) => Result<T, ApiFailure>, options: ReadOptions): Promise<Result<T, ApiFailure>> {
    if (this.kept) return this.kept.get(call, path, read, options);
    const answer = await this.http.get(path);
    return answer.ok ? read(answer.value) : answer;
  }
}
