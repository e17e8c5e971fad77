import { describe, expect, it } from 'vitest';
import {
  readRoadClients,
  readVisitStarted,
  toWireCalendarFinishPath,
  toWireCancelPath,
  toWireFinish,
  toWireNotifyStartedPath,
} from './visits.wire';

const credentials = { email: 'ana@example.com', token: 't0k' };

describe('the road screen', () => {
  const item = {
    clientId: 'c1',
    name: 'Ana',
    phone: '11999998888',
    email: 'ana@x.co',
    description: 'Rua Augusta, 900',
    services: [{ serviceId: 's1', serviceName: 'Limpeza', serviceValue: 120.5 }],
    discount: 15,
    todos: [
      { todoId: 'v2', date: '10/03/2026', hour: '07', minute: '15', meridian: 'AM' },
      { todoId: 'v3', date: '10/03/2026', hour: '09', minute: '00', meridian: 'AM' },
    ],
    latitude: -23.5,
    longitude: -46.6,
  };
  const badAnswer = { ok: false, error: { code: 'API_BAD_ANSWER' } };

  it('reads a client the specification describes more briefly: no discount is none, a todo is its todoId', () => {
    const { discount: _discount, ...brief } = item;
    const result = readRoadClients({ clientsWithTodos: [{ ...brief, todos: [{ todoId: 'v2' }, { todoId: 'v3' }] }] });
    expect(result).toMatchObject({ ok: true, value: [{ clientId: 'c1', discountPercent: 0, visitIds: ['v2', 'v3'], visitAt: null }] });
  });

  it("reads when the first todo is booked (12-hour wire time to the business's local date and time)", () => {
    const afternoon = { ...item, todos: [{ todoId: 'v2', date: '10/03/2026', hour: '12', minute: '30', meridian: 'PM' }, item.todos[1]!] };
    expect(readRoadClients({ clientsWithTodos: [afternoon] })).toMatchObject({ ok: true, value: [{ visitAt: '2026-03-10T12:30:00' }] });
    const midnight = { ...item, todos: [{ todoId: 'v2', date: '10/03/2026', hour: '12', minute: '05', meridian: 'AM' }] };
    expect(readRoadClients({ clientsWithTodos: [midnight] })).toMatchObject({ ok: true, value: [{ visitAt: '2026-03-10T00:05:00' }] });
  });

  it('reads clientsWithTodos: services by serviceId, the todos\' ids in order, the address with its coordinates', () => {
    expect(readRoadClients({ clientsWithTodos: [item] })).toEqual({
      ok: true,
      value: [
        {
          clientId: 'c1',
          name: 'Ana',
          phone: '11999998888',
          email: 'ana@x.co',
          address: { description: 'Rua Augusta, 900', latitude: -23.5, longitude: -46.6, complement: null },
          services: [{ serviceId: 's1', name: 'Limpeza', value: 120.5 }],
          discountPercent: 15,
          visitIds: ['v2', 'v3'],
          visitAt: '2026-03-10T07:15:00',
        },
      ],
    });
  });

  it('refuses what the contract refuses: a service or todo without its id, coordinates sent as text', () => {
    expect(readRoadClients({ clientsWithTodos: [{ ...item, services: [...item.services, 'junk'] }] })).toMatchObject(badAnswer);
    expect(readRoadClients({ clientsWithTodos: [{ ...item, services: [{ serviceName: 'no id', serviceValue: 1 }] }] })).toMatchObject(badAnswer);
    expect(readRoadClients({ clientsWithTodos: [{ ...item, todos: [...item.todos, { id: 'v4' }] }] })).toEqual({
      ok: false,
      error: { code: 'API_BAD_ANSWER', detail: "listRoadClients: /clientsWithTodos/0/todos/2 must have required property 'todoId'" },
    });
    expect(readRoadClients({ clientsWithTodos: [{ ...item, longitude: '-46.6' }] })).toMatchObject(badAnswer);
  });

  it('treats an answer with only an error field as a refusal, and a missing list or clientId as a bad answer', () => {
    expect(readRoadClients({ error: 'Sem acesso' })).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'Sem acesso' } });
    expect(readRoadClients({})).toMatchObject(badAnswer);
    expect(readRoadClients({ clientsWithTodos: [{ ...item, clientId: ' ' }] })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'road client: no clientId' } });
  });

  it('reads the task id of notify/started ({ id, message }); without one, or with a number, the answer is bad', () => {
    expect(readVisitStarted({ id: 'task-1', message: 'ok' })).toEqual({ ok: true, value: { taskId: 'task-1', message: 'ok' } });
    expect(readVisitStarted({ id: 42, message: 'ok' })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'startVisit: /id must be string' } });
    expect(readVisitStarted({ id: 'task-1' })).toMatchObject(badAnswer);
    expect(readVisitStarted({ message: 'ok' })).toMatchObject(badAnswer);
  });

  it('builds the start and cancel paths (the client id twice) and the finish body', () => {
    const visit = { clientId: 'c 1', ownerId: 'o1', visitId: 'v/1' };
    expect(toWireNotifyStartedPath(credentials, { ...visit, userId: 'u1', userName: ' Ana Clara  Lima ' })).toBe(
      '/company/client/service/notify/started/ana%40example.com/t0k/c%201/o1/u1/Ana-Clara-Lima/v%2F1',
    );
    expect(toWireCancelPath(credentials, visit)).toBe('/company/client/service/notify/cancel/ana%40example.com/t0k/c%201/o1/c%201/v%2F1');
    expect(toWireFinish(credentials, { ...visit, taskId: 't1', observation: 'ok' })).toEqual({
      email: 'ana@example.com',
      token: 't0k',
      clientId: 'c 1',
      createdById: 'o1',
      todoId: 'v/1',
      observation: 'ok',
      taskcorresponded: 't1',
    });
  });
});

describe("the calendar's finish", () => {
  it('puts the report text after a literal colon in the last segment, encoded', () => {
    const path = toWireCalendarFinishPath(credentials, { clientId: 'c1', ownerId: 'o1', userId: 'u1', userName: 'Ana Clara-Lima', visitId: 'v1', report: 'área/cozinha ok' });
    expect(path).toBe('/company/client/service/notify/started/ana%40example.com/t0k/c1/o1/u1/Ana-Clara-Lima/v1/:%C3%A1rea%2Fcozinha%20ok');
  });
});
