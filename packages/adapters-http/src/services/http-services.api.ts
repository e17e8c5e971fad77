// ServicesApi over HTTP.
import { type WireSchema } from '@fieldteam/api-contract';
import { createServicesAnswer, deleteServiceAnswer, editServiceAnswer } from '@fieldteam/api-contract/answers/services';
import type { Credentials, NewService, ServiceItem, ServicesApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { readBudgets, toWireBudgets } from './services.wire';

export class HttpServicesApi implements ServicesApi {
  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async list(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'items', 'budget', 'show', credentials.email, credentials.token, ownerId));
    return answer.ok ? readBudgets(answer.value) : answer;
  }

  async create(credentials: Credentials, ownerId: string, services: readonly NewService[]) {
    const body: WireSchema<'CreateServicesBody'> = { email: credentials.email, token: credentials.token, createdById: ownerId, budgets: toWireBudgets(services, this.now()) };
    const answer = await this.http.post('/company/items/budget/create', body);
    return answer.ok ? readAck(createServicesAnswer, answer.value, 'createServices') : answer;
  }

  async edit(credentials: Credentials, service: ServiceItem) {
    const answer = await this.http.get(pathOf('company', 'item', 'budget', 'edit', credentials.email, credentials.token, service.id, service.name, service.price), { writes: true });
    return answer.ok ? readAck(editServiceAnswer, answer.value, 'editService') : answer;
  }

  async remove(credentials: Credentials, serviceId: string) {
    const answer = await this.http.get(pathOf('company', 'item', 'budget', 'delete', credentials.email, credentials.token, serviceId), { writes: true });
    return answer.ok ? readAck(deleteServiceAnswer, answer.value, 'deleteService') : answer;
  }
}
