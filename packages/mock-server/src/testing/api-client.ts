// Helpers for route tests: sign in demo accounts, and a second business to test owner scoping.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { hashPassword } from '../security/passwords';
import { TEST_SCRYPT_LOG_N } from './test-context';

type App = ReturnType<typeof createApp>;

export interface SignedIn {
  readonly email: string;
  readonly token: string;
  readonly id: string;
  readonly ownerId: string;
  /** e-mail/token path segments. */
  readonly auth: string;
}

export async function signIn(app: App, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await request(app).post('/login').send({ email, password }).expect(200);
  const user = res.body.user as { id: string; token: string; createdById: string | null };
  return { email, token: user.token, id: user.id, ownerId: user.createdById ?? user.id, auth: `${encodeURIComponent(email)}/${user.token}` };
}

/** Adds a second business (owner, company, service, leader, collaborator, team, client with a visit, an attached service and a report) and returns its ids. */
export async function addOtherBusiness(ctx: AppContext) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_LOG_N);
  const ownerId = randomUUID();
  const leaderId = randomUUID();
  const ids = {
    ownerId,
    leaderId,
    serviceId: randomUUID(),
    collaboratorId: randomUUID(),
    teamId: randomUUID(),
    clientId: randomUUID(),
    visitId: randomUUID(),
    attachedServiceId: randomUUID(),
    email: 'other.owner@example.com',
  };
  const base = {
    docId: null,
    phone: null,
    locationDescription: null,
    latitude: null,
    longitude: null,
    complement: null,
    isActive: 'activated' as const,
    passwordHash,
    acceptedTerms: true,
    createdAt: new Date().toISOString(),
  };
  await ctx.store.update((data) => {
    data.users.push(
      { ...base, id: ownerId, createdById: null, name: 'Otto', surname: 'Other', username: 'otto', email: ids.email, role: 'employer', plan: 'free' },
      { ...base, id: leaderId, createdById: ownerId, name: 'Lara', surname: 'Other', username: 'lara', email: 'other.leader@example.com', role: 'leader' },
    );
    data.companies.push({
      ownerId,
      businessId: '99888777000166',
      businessNick: 'other.co',
      commercialName: 'Other Co',
      primaryEmail: 'a@other.co',
      secondaryEmail: 'b@other.co',
      phone: '1122223333',
      locationDescription: 'Rua Augusta, 100, São Paulo',
      latitude: -23.55,
      longitude: -46.65,
      complement: null,
      activities: ['Cleaning'],
      openingHours: { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: [] },
      createdAt: base.createdAt,
    });
    data.services.push({ id: ids.serviceId, ownerId, itemName: 'Other service', price: 10, createdAt: base.createdAt });
    data.collaborators.push({ id: ids.collaboratorId, ownerId, name: 'Cora', surname: 'Other', phone: '11999998888', description: 'Rua Augusta, 100, São Paulo', latitude: -23.55, longitude: -46.65, createdAt: base.createdAt });
    data.teams.push({ id: ids.teamId, ownerId, name: 'Other team', leader: { id: leaderId, name: 'Lara Other' }, colaborators: [], createdAt: base.createdAt });
    data.clients.push({
      id: ids.clientId,
      ownerId,
      name: 'Olga Other',
      phone: '11911112222',
      email: 'olga@other.co',
      docId: null,
      birthday: null,
      description: 'Rua Augusta, 200, São Paulo',
      latitude: -23.55,
      longitude: -46.65,
      teamId: ids.teamId,
      serviceTime: '01:00',
      period: 'unit',
      budget: null,
      createdById: ownerId,
      createdAt: base.createdAt,
    });
    data.visits.push({ id: ids.visitId, ownerId, clientId: ids.clientId, date: '2030-01-07', time: '09:00', status: 'pending' });
    data.attachedServices.push({ id: ids.attachedServiceId, ownerId, clientId: ids.clientId, serviceId: ids.serviceId, name: 'Other service', value: 10, createdAt: base.createdAt });
    data.reports.push({ id: randomUUID(), ownerId, clientId: ids.clientId, visitId: null, taskId: 'other-task', startedAt: base.createdAt, finishedAt: null, collaboratorName: 'Cora Other', observation: '' });
  });
  return ids;
}
