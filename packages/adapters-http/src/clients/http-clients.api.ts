// ClientsApi over HTTP: the clients group of 001 section 7 (docs/api/clients-wire.md). Every wire
// shape is in clients.wire.ts.
import { ok, type ApiFailure, type ClientInput, type ClientsApi, type Credentials, type NewClient, type Recurrence, type Result, type ServicesAttachment } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { pathOf, type HttpClient } from '../http-client';
import { messageOf } from '../wire-guards';
import {
  readCalendar,
  readClients,
  readClientSchedule,
  readPendingClients,
  readReports,
  readTeamVisits,
  toWireAttachment,
  toWireClientUpdate,
  toWireMoveVisit,
  toWireNewClient,
  toWireNewVisits,
  toWireTeamChange,
} from './clients.wire';

const ack = (answer: Result<unknown, ApiFailure>) => (answer.ok ? ok({ message: messageOf(answer.value) }) : answer);

export class HttpClientsApi implements ClientsApi {
  constructor(private readonly http: HttpClient) {}

  async list(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', credentials.email, credentials.token, ownerId));
    return answer.ok ? readClients(answer.value) : answer;
  }

  async pendingToday(credentials: Credentials, userId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'handle-issues', credentials.email, credentials.token, userId));
    return answer.ok ? readPendingClients(answer.value) : answer;
  }

  async update(credentials: Credentials, clientId: string, input: ClientInput) {
    return ack(await this.http.post('/company/clients/update/user', toWireClientUpdate(credentials, clientId, input)));
  }

  async teamVisits(credentials: Credentials, teamId: string) {
    const answer = await this.http.get(pathOf('company', 'team', 'get', 'todos', credentials.email, credentials.token, teamId));
    return answer.ok ? readTeamVisits(answer.value) : answer;
  }

  async create(credentials: Credentials, ownerId: string, client: NewClient) {
    return ack(await this.http.post('/company/clients/cadastre', toWireNewClient(credentials, ownerId, client)));
  }

  async schedule(credentials: Credentials, clientId: string) {
    const answer = await this.http.get(pathOf('company', 'clients', 'client', 'todos', credentials.email, credentials.token, clientId));
    return answer.ok ? readClientSchedule(answer.value) : answer;
  }

  async deleteVisit(credentials: Credentials, clientId: string, visitId: string) {
    return ack(await this.http.get(pathOf('company', 'clients', 'client', 'todo', 'delete', credentials.email, credentials.token, clientId, visitId)));
  }

  async deleteAttachedService(credentials: Credentials, attachedServiceId: string) {
    return ack(await this.http.get(pathOf('company', 'clients', 'client', 'service', 'delete', credentials.email, credentials.token, attachedServiceId)));
  }

  async addVisits(credentials: Credentials, clientId: string, visits: readonly Temporal.PlainDateTime[], recurrence: Recurrence) {
    return ack(await this.http.post('/company/clients/client/todo/add', toWireNewVisits(credentials, clientId, visits, recurrence)));
  }

  async deleteClient(credentials: Credentials, clientId: string) {
    return ack(await this.http.get(pathOf('company', 'clients', 'client', 'delete', credentials.email, credentials.token, clientId)));
  }

  async changeTeam(credentials: Credentials, clientId: string, teamId: string) {
    return ack(await this.http.post('/company/clients/client/team/update', toWireTeamChange(credentials, clientId, teamId)));
  }

  async moveVisit(credentials: Credentials, clientId: string, visitId: string, start: Temporal.PlainDateTime) {
    return ack(await this.http.post('/company/clients/client/todo/date/update', toWireMoveVisit(credentials, clientId, visitId, start)));
  }

  async attachServices(credentials: Credentials, ownerId: string, clientId: string, attachment: ServicesAttachment) {
    return ack(await this.http.post('/company/clients/client/services/add', toWireAttachment(credentials, ownerId, clientId, attachment)));
  }

  async calendar(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'calendar', 'data', credentials.email, credentials.token, ownerId));
    return answer.ok ? readCalendar(answer.value) : answer;
  }

  async reports(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'reports', credentials.email, credentials.token, ownerId));
    return answer.ok ? readReports(answer.value) : answer;
  }
}
