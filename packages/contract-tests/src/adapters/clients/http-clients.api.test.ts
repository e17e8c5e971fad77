import { HttpClient, HttpClientsApi, HttpServicesApi, HttpTeamsApi, HttpVisitsApi } from '@fieldteam/adapters-http';
import type { ApiFailure, Result } from '@fieldteam/core';
import { dayKeyOf } from '@fieldteam/core';
import { DEMO_OWNER } from '@fieldteam/mock-server';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let clients: HttpClientsApi;
let visits: HttpVisitsApi;
let teams: HttpTeamsApi;
let services: HttpServicesApi;

beforeAll(async () => {
  server = await startMockServer();
  const http = new HttpClient({ baseUrl: server.baseUrl });
  clients = new HttpClientsApi(http);
  visits = new HttpVisitsApi(http);
  teams = new HttpTeamsApi(http);
  services = new HttpServicesApi(http);
});
afterAll(() => server.close());

const value = <T>(result: Result<T, ApiFailure>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('HttpClientsApi and HttpVisitsApi against the mock server', () => {
  it('walks every call of the clients group', async () => {
    const { credentials, id: userId, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    const today = Temporal.Instant.fromEpochMilliseconds(server.ctx.now().getTime()).toZonedDateTimeISO(server.ctx.timeZone).toPlainDate();

    // The list: the 30 demo clients, by name, with their teams.
    const demo = value(await clients.list(credentials, ownerId));
    expect(demo).toHaveLength(30);
    expect(demo.find((c) => c.name === 'Mariana Oliveira')?.team).toMatchObject({ name: 'Equipe Centro', leaderName: 'Lia Santos' });

    // A new client with visits at midnight, noon and 23:30.
    const [centro, oeste] = value(await teams.list(credentials, ownerId)).filter((t) => t.name === 'Equipe Centro' || t.name === 'Equipe Zona Oeste');
    const starts = [today.add({ days: 7 }).toPlainDateTime({ hour: 0 }), today.add({ days: 7 }).toPlainDateTime({ hour: 12 }), today.add({ days: 8 }).toPlainDateTime({ hour: 23, minute: 30 })];
    const input = {
      name: 'Cliente do Adaptador',
      phone: '11999990000',
      email: 'adaptador@example.com',
      docId: '',
      birthday: Temporal.PlainDate.from('1988-02-29'),
      address: { description: 'Rua Augusta, 1500, São Paulo', latitude: -23.556, longitude: -46.662, complement: null },
      serviceMinutes: 90,
    };
    expect(value(await clients.create(credentials, ownerId, { ...input, teamId: centro!.id, visits: starts, recurrence: 'unit' })).message).not.toBe('');
    const created = value(await clients.list(credentials, ownerId)).find((c) => c.name === input.name)!;
    expect(created).toMatchObject({ email: input.email, docId: null, serviceMinutes: 90, address: { description: input.address.description }, team: { id: centro!.id } });
    expect(created.birthday?.toString()).toBe('1988-02-29');

    // Its team's visits, and its own schedule.
    const teamVisits = value(await clients.teamVisits(credentials, centro!.id));
    expect(teamVisits).toHaveLength(11);
    const mine = teamVisits.find((t) => t.clientId === created.id)!;
    expect(mine).toMatchObject({ clientName: input.name, serviceMinutes: 90 });
    expect(mine.visits.map((v) => v.start.toString())).toEqual(starts.map((s) => s.toString()));
    let schedule = value(await clients.schedule(credentials, created.id));
    expect(schedule).toMatchObject({ services: [], recurrence: 'unit' });
    expect(schedule.visits.map((v) => [v.start.toString(), v.status])).toEqual(starts.map((s) => [s.toString(), 'pending']));
    const [midnight, noon, late] = schedule.visits;

    // Move one, delete one, add two more (one of them today).
    const moved = today.add({ days: 9 }).toPlainDateTime({ hour: 12, minute: 15 });
    value(await clients.moveVisit(credentials, created.id, midnight!.id, moved));
    value(await clients.deleteVisit(credentials, created.id, late!.id));
    const todayVisit = today.toPlainDateTime({ hour: 23, minute: 45 });
    value(await clients.addVisits(credentials, created.id, [todayVisit, today.add({ days: 14 }).toPlainDateTime({ hour: 8 })], 'weekly'));
    schedule = value(await clients.schedule(credentials, created.id));
    expect(schedule.recurrence).toBe('weekly');
    expect(schedule.visits.map((v) => v.start.toString())).toEqual([todayVisit, noon!.start, moved, today.add({ days: 14 }).toPlainDateTime({ hour: 8 })].map((s) => s.toString()));

    // Services from the catalogue with a 10 % discount; then one removed.
    const catalogue = value(await services.list(credentials, ownerId)).slice(0, 2);
    const subtotal = catalogue.reduce((sum, s) => sum + Math.round(s.price * 100), 0);
    value(await clients.attachServices(credentials, ownerId, created.id, { items: catalogue, discountPercent: 10, totalCents: subtotal - Math.round(subtotal / 10), clientEmail: input.email }));
    schedule = value(await clients.schedule(credentials, created.id));
    expect(schedule.services.map((s) => [s.serviceId, s.name, s.value])).toEqual(catalogue.map((s) => [s.id, s.name, s.price]));
    value(await clients.deleteAttachedService(credentials, schedule.services[0]!.id));
    expect(value(await clients.schedule(credentials, created.id)).services.map((s) => s.serviceId)).toEqual([catalogue[1]!.id]);

    // Another team: the visits stay.
    value(await clients.changeTeam(credentials, created.id, oeste!.id));
    expect(value(await clients.teamVisits(credentials, oeste!.id)).find((t) => t.clientId === created.id)?.visits).toHaveLength(4);

    // Today's pending visits bring the client into the issues.
    const pending = value(await clients.pendingToday(credentials, userId));
    expect(pending.find((p) => p.clientId === created.id)).toEqual({ clientId: created.id, name: input.name, pendingVisits: 1 });
    expect(pending.length).toBeGreaterThan(1);

    // The calendar, then the calendar's finish with a report text that needs encoding.
    const record = value(await clients.calendar(credentials, ownerId)).find((r) => r.client.id === created.id)!;
    expect(record).toMatchObject({ recurrence: 'weekly', team: { id: oeste!.id, leader: { name: expect.any(String) } }, client: { phone: input.phone } });
    const todays = record.visits.find((v) => v.day === dayKeyOf(todayVisit) && v.minute === todayVisit.hour * 60 + todayVisit.minute)!;
    const report = 'Concluído: sala/cozinha limpas, ação #1 100% ok?';
    const finish = { clientId: created.id, ownerId, userId, userName: 'Carla-Mendes', visitId: todays.id, report };
    // Only a visit in progress: started first.
    expect(await visits.finishFromCalendar(credentials, finish)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
    value(await visits.notifyStarted(credentials, { clientId: created.id, ownerId, visitId: todays.id, userId, userName: 'Carla Mendes' }));
    expect(value(await visits.finishFromCalendar(credentials, finish)).message).not.toBe('');
    expect(await visits.finishFromCalendar(credentials, finish)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
    expect(value(await clients.pendingToday(credentials, userId)).some((p) => p.clientId === created.id)).toBe(false);

    // The report, with its times as instants.
    const reports = value(await clients.reports(credentials, ownerId)).find((r) => r.client.id === created.id)!;
    expect(reports.services.map((s) => s.serviceId)).toEqual([catalogue[1]!.id]);
    expect(reports.reports).toEqual([
      { visitId: todays.id, visitDate: todayVisit.toPlainDate(), taskId: expect.any(String), startedAt: expect.any(Temporal.Instant), finishedAt: expect.any(Temporal.Instant), collaboratorName: 'Carla Mendes', observation: report },
    ]);
    expect(value(await clients.schedule(credentials, created.id)).visits.find((v) => v.id === todays.id)?.status).toBe('finished');

    // Update, refusal with the server's text, delete.
    value(await clients.update(credentials, created.id, { ...input, name: 'Cliente Atualizado', birthday: null, serviceMinutes: null }));
    expect(value(await clients.list(credentials, ownerId)).find((c) => c.id === created.id)).toMatchObject({ name: 'Cliente Atualizado', birthday: null, serviceMinutes: null });
    expect(await clients.update(credentials, created.id, { ...input, phone: 'not a phone' })).toEqual({
      ok: false,
      error: { code: 'API_REFUSED', reason: 'refused', message: 'Please fill in the phone correctly.' },
    });
    value(await clients.deleteClient(credentials, created.id));
    expect(value(await clients.list(credentials, ownerId)).some((c) => c.id === created.id)).toBe(false);
    expect(await clients.schedule(credentials, created.id)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
  });
});
