import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  readCalendarEntries,
  readClientSchedule,
  readClients,
  readPendingClients,
  readReports,
  readTeamClients,
  readTeamVisits,
  toWireAttachment,
  toWireClientUpdate,
} from './clients.wire';

const at = (text: string) => Temporal.PlainDateTime.from(text);
const credentials = { email: 'ana@example.com', token: 't0k' };

describe('answers', () => {
  const badAnswer = { ok: false, error: { code: 'API_BAD_ANSWER' } };
  const wireClient = {
    id: '7',
    name: 'Mariana Oliveira',
    surname: '',
    phone: '11999998888',
    email: 'mariana@example.com',
    docId: '123456',
    birthday: '06/02/1957',
    description: 'Rua Augusta, 2200',
    addressDescription: 'Rua Augusta, 2200',
    latitude: -23.561,
    longitude: -46.664,
    team: { id: 't1', name: 'Equipe Centro', leaderTeam: { id: 'l1', name: 'Lia Santos' }, colaborators: [{ id: 'c1', name: 'Ana Pereira' }] },
    serviceTime: '01:30',
    createdById: 'o1',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const entry = { id: 'v1', date: '10/03/2026', hour: '03', minute: '30', meridian: 'PM', status: 'started' };
  const contact = { id: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', description: 'Rua X, 1', latitude: 1, longitude: 2 };
  const schedule = {
    services: [{ id: 's1', name: 'Limpeza padrão', value: 120.5, serviceId: 'cat1' }],
    discount: 10,
    calendar: { period: null, schedule: [{ id: 'v1', date: '23/11/2026', hour: '12', minute: '00', meridian: 'AM', status: 'pending' }] },
  };

  it('reads a client record', () => {
    const result = readClients({ clients: [wireClient] });
    expect(result.ok && result.value[0]).toEqual({
      id: '7',
      name: 'Mariana Oliveira',
      phone: '11999998888',
      email: 'mariana@example.com',
      docId: '123456',
      birthday: Temporal.PlainDate.from('1957-02-06'),
      address: { description: 'Rua Augusta, 2200', latitude: -23.561, longitude: -46.664, complement: null },
      team: { id: 't1', name: 'Equipe Centro', leaderName: 'Lia Santos', memberNames: ['Ana Pereira'] },
      serviceMinutes: 90,
      createdById: 'o1',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('refuses numbers sent as text and text sent as numbers: the contract types them', () => {
    expect(readClients({ clients: [{ ...wireClient, id: 7 }] })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'listClients: /clients/0/id must be string' } });
    expect(readClients({ clients: [{ ...wireClient, phone: 11999998888 }] })).toMatchObject(badAnswer);
    expect(readClients({ clients: [{ ...wireClient, docId: 123456 }] })).toMatchObject(badAnswer);
    expect(readClients({ clients: [{ ...wireClient, latitude: '-23.561' }] })).toMatchObject(badAnswer);
  });

  it('reads empty and null optional fields as none', () => {
    const result = readClients({ clients: [{ ...wireClient, phone: '', docId: null, birthday: null, description: '', addressDescription: '', team: null, serviceTime: null }] });
    expect(result.ok && result.value[0]).toMatchObject({ phone: '', docId: null, birthday: null, address: null, team: null, serviceMinutes: null, createdById: 'o1' });
  });

  it('refuses a record that leaves out fields the contract requires', () => {
    expect(readClients({ clients: [{ id: 'x', name: 'Sem Dados' }] })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: "listClients: /clients/0 must have required property 'surname'" } });
  });

  it('reports a missing required field or list, a blank id or an impossible date as API_BAD_ANSWER', () => {
    expect(readClients({ clients: [{ name: 'no id' }] })).toMatchObject(badAnswer);
    expect(readClients({})).toMatchObject(badAnswer);
    expect(readClients({ clients: [{ ...wireClient, id: ' ' }] })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'client: no id or name' } });
    expect(readClientSchedule({ services: [] })).toMatchObject(badAnswer);
    const impossible = { ...schedule, calendar: { period: null, schedule: [{ id: 'v', date: '31/02/2026', hour: '09', minute: '00', meridian: 'AM', status: 'pending' }] } };
    expect(readClientSchedule(impossible)).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'schedule entry v: no valid date, hour, minute and meridian' } });
    expect(readCalendarEntries({ calendar: [{ clientInfo: { name: 'no id' }, schedule: [] }] })).toMatchObject(badAnswer);
    const impossibleVisit = { id: 'v', date: '31/02/2026', hour: '09', minute: '00', meridian: 'AM', status: 'pending' };
    expect(readCalendarEntries({ calendar: [{ clientInfo: contact, teamInfo: null, period: null, status: 'in progress', schedule: [impossibleVisit] }] })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'schedule entry v: no valid date, hour, minute and meridian' } });
    expect(readPendingClients({ todosAndClients: [{ name: 'x' }] })).toMatchObject(badAnswer);
    expect(readTeamVisits({ teamTodos: [{ schedule: [] }] })).toMatchObject(badAnswer);
    expect(readReports({ combinedData: [{ client: {} }] })).toMatchObject(badAnswer);
  });

  it("reads a team's clients and how long their visits take without reading their schedules, and refuses an answer without a client id", () => {
    const answer = { teamTodos: [{ client: { id: 'c1', name: 'Ana', estimative: '02:00' }, schedule: [entry] }, { client: { id: 'c2', name: 'Bia' }, schedule: 'not read' }] };
    expect(readTeamClients(answer)).toEqual({ ok: true, value: [{ clientId: 'c1', clientName: 'Ana', serviceMinutes: 120 }, { clientId: 'c2', clientName: 'Bia', serviceMinutes: null }] });
    expect(readTeamClients({ teamTodos: [{ client: { id: 'c3', name: 'Caio', estimative: 'soon' } }] })).toEqual({ ok: true, value: [{ clientId: 'c3', clientName: 'Caio', serviceMinutes: null }] });
    expect(readTeamClients({ teamTodos: [] })).toEqual({ ok: true, value: [] });
    expect(readTeamClients({ teamTodos: [{ client: { id: ' ', name: 'x' } }] })).toMatchObject(badAnswer);
    expect(readTeamClients({ teamTodos: [{ schedule: [] }] })).toMatchObject(badAnswer);
    expect(readTeamClients({ error: 'Unauthorized' })).toMatchObject(badAnswer);
    expect(readTeamClients(null)).toMatchObject(badAnswer);
  });

  it('reads a client schedule', () => {
    expect(readClientSchedule(schedule)).toEqual({
      ok: true,
      value: { services: [{ id: 's1', serviceId: 'cat1', name: 'Limpeza padrão', value: 120.5 }], discountPercent: 10, visits: [{ id: 'v1', start: at('2026-11-23T00:00'), status: 'pending' }], recurrence: null },
    });
  });

  it('reads what the specification does not promise as absent: no discount is none, a visit without a status is pending, a report without its visit date has none', () => {
    const { discount: _discount, ...withoutDiscount } = schedule;
    const bare = { ...withoutDiscount, calendar: { ...schedule.calendar, schedule: [{ id: 'v1', date: '23/11/2026', hour: '12', minute: '00', meridian: 'AM' }] } };
    expect(readClientSchedule(bare)).toMatchObject({ ok: true, value: { discountPercent: 0, visits: [{ id: 'v1', status: 'pending' }] } });
    const report = { startedTime: '2026-03-10T12:00:00.000Z', finishedTime: null, colaborator_name: 'Lia Santos', observation: 'ok', todoId: 'v1', todoIdReference: 'task-1' };
    const reports = readReports({ combinedData: [{ client: contact, services: [], reports: [report] }] });
    expect(reports.ok && reports.value[0]).toMatchObject({ discountPercent: 0, reports: [{ visitId: 'v1', visitDate: null }] });
  });

  it('refuses an unknown recurrence or status and a value sent as text: the contract lists and types them', () => {
    expect(readClientSchedule({ ...schedule, calendar: { ...schedule.calendar, period: 'yearly' } })).toMatchObject(badAnswer);
    expect(readClientSchedule({ ...schedule, calendar: { ...schedule.calendar, schedule: [{ ...schedule.calendar.schedule[0], status: 'whatever' }] } })).toMatchObject(badAnswer);
    expect(readClientSchedule({ ...schedule, services: [{ ...schedule.services[0], value: '120.5' }] })).toMatchObject(badAnswer);
  });

  it('reads team visits, pending clients, calendar records and reports', () => {
    expect(readTeamVisits({ teamTodos: [{ client: { id: 'c1', name: 'Ana', estimative: '02:00' }, schedule: [entry] }] })).toEqual({
      ok: true,
      value: [{ clientId: 'c1', clientName: 'Ana', serviceMinutes: 120, visits: [{ id: 'v1', start: at('2026-03-10T15:30'), status: 'started' }] }],
    });
    expect(readPendingClients({ todosAndClients: [{ clientId: 'c1', name: 'Ana', todos: [entry, entry] }] })).toEqual({ ok: true, value: [{ clientId: 'c1', name: 'Ana', pendingVisits: 2 }] });
    const calendar = readCalendarEntries({ calendar: [{ clientInfo: contact, teamInfo: null, period: 'weekly', status: 'in progress', schedule: [entry] }] });
    expect(calendar.ok && calendar.value[0]).toMatchObject({ client: { id: 'c1', address: { latitude: 1, longitude: 2 } }, team: null, recurrence: 'weekly' });
    // Its visits as day keys and minutes of the day, as the schedule entry says (03:30 PM).
    expect(calendar.ok && calendar.value[0]!.visits).toEqual([{ id: 'v1', day: 20260310, minute: 15 * 60 + 30, status: 'started' }]);
    const report = { visitDate: '10/03/2026', startedTime: '2026-03-10T12:00:00.000Z', finishedTime: null, colaborator_name: 'Lia Santos', observation: 'ok', todoId: 'v1', todoIdReference: 'task-1' };
    const reports = readReports({ combinedData: [{ client: contact, services: [], discount: 12.5, reports: [report] }] });
    expect(reports.ok && reports.value[0]!.discountPercent).toBe(12.5);
    expect(reports.ok && reports.value[0]!.reports[0]).toEqual({
      visitId: 'v1',
      visitDate: Temporal.PlainDate.from('2026-03-10'),
      taskId: 'task-1',
      startedAt: Temporal.Instant.from('2026-03-10T12:00:00Z'),
      finishedAt: null,
      collaboratorName: 'Lia Santos',
      observation: 'ok',
    });
    // A discount that is not a percent is off the contract (a number from 0 to 100).
    expect(readReports({ combinedData: [{ client: contact, services: [], discount: 'junk', reports: [] }] })).toMatchObject(badAnswer);
    expect(readReports({ combinedData: [{ client: contact, services: [], discount: 120, reports: [] }] })).toMatchObject(badAnswer);
  });
});

describe('requests', () => {
  it('sends the client fields with empty optional ones as null', () => {
    expect(
      toWireClientUpdate(credentials, 'c1', { name: 'Ana Lima', phone: '11999998888', email: 'ana@example.com', docId: ' ', birthday: null, address: { description: 'Rua X, 1', latitude: -23, longitude: -46, complement: null }, serviceMinutes: null }),
    ).toEqual({ ...credentials, clientId: 'c1', name: 'Ana Lima', phone: '11999998888', docId: null, clientEmail: 'ana@example.com', birthday: null, description: 'Rua X, 1', latitude: -23, longitude: -46, serviceTime: null });
  });

  it('sends catalogue items as { id, itemName, price } with the percent and the total in currency units', () => {
    const body = toWireAttachment(credentials, 'o1', 'c1', { items: [{ id: 's1', name: 'Limpeza', price: 120 }], discountPercent: 12.5, totalCents: 10_500, clientEmail: 'c@x.com' });
    expect(body).toEqual({ ...credentials, clientId: 'c1', createdById: 'o1', selectedItemsList: [{ id: 's1', itemName: 'Limpeza', price: 120 }], discount: 12.5, totalPrice: 105, clietEmail: 'c@x.com' });
  });
});
