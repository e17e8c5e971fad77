// The visit calls' wire shapes (001 sections 4 and 7): the calendar's finish path, whose last
// segment is a colon followed by the encoded report text; and the road screen's calls:
// clientsWithTodos, notify/started's task id, the start and cancel paths and the finish body.
// A road client's address and the auth pair are read and written as the clients group's are
// (../clients/clients.wire.ts).
import { type WireSchema } from '@fieldteam/api-contract';
import { listRoadClientsAnswer, startVisitAnswer } from '@fieldteam/api-contract/answers/visits';
import { err, ok, type Ack, type ApiFailure, type CalendarFinish, type Credentials, type Result, type RoadClient, type UserId, type VisitRef } from '@fieldteam/core';
import { pathOf } from '../http-client';
import { addressOf, auth } from '../clients/clients.wire';
import { fromWireSchedule } from '../clients/dates-and-times.wire';
import { badAnswer, checkedAnswer, idOf, readAll } from '../wire-guards';

/** The `{userName}` / `{name-surname}` segment: the person's name with dashes for spaces. */
const toWireUserName = (name: string): string => name.trim().replace(/\s+/g, '-');

/**
 * The calendar's finish: notify/started with the name as "name-surname" (no spaces), the visit
 * in the `{todoIdReference}` segment, and a last segment of a colon and the encoded report text.
 */
export const toWireCalendarFinishPath = (credentials: Credentials, finish: CalendarFinish): string =>
  `${pathOf(
    'company',
    'client',
    'service',
    'notify',
    'started',
    credentials.email,
    credentials.token,
    finish.clientId,
    finish.ownerId,
    finish.userId,
    toWireUserName(finish.userName),
    finish.visitId,
  )}/:${encodeURIComponent(finish.report)}`;

// ---- the road screen ----

type WireRoadService = WireSchema<'RoadClient'>['services'][number];

/** An attached service of the map's answer (`serviceId`, `serviceName`, `serviceValue`); null without an id. */
const readRoadService = (service: WireRoadService): RoadClient['services'][number] | null => {
  const serviceId = idOf(service.serviceId);
  return serviceId ? { serviceId, name: service.serviceName, value: service.serviceValue } : null;
};

/** The booked local date and time of a todo (its date, hour, minute and meridian); null when it has none or they do not read. */
const bookedAtOf = (todo: WireSchema<'RoadClient'>['todos'][number] | undefined): string | null => {
  if (!todo || todo.date === undefined || todo.hour === undefined || todo.minute === undefined) return null;
  return fromWireSchedule({ date: todo.date, hour: todo.hour, minute: todo.minute, meridian: todo.meridian })?.toString() ?? null;
};

/** A `clientsWithTodos` item; its todos' `todoId`s in the server's order (the first is the one to work on). */
function readRoadClient(client: WireSchema<'RoadClient'>): Result<RoadClient, ApiFailure> {
  const clientId = idOf(client.clientId);
  if (!clientId) return badAnswer('road client: no clientId');
  return ok({
    clientId,
    name: client.name,
    phone: client.phone,
    email: client.email,
    address: addressOf(client),
    services: client.services.map(readRoadService).filter((s): s is RoadClient['services'][number] => s !== null),
    discountPercent: client.discount ?? 0,
    visitIds: client.todos.map((todo) => idOf(todo.todoId)).filter((id): id is string => id !== null),
    visitAt: bookedAtOf(client.todos[0]),
  });
}

/**
 * The map's answer `{ clientsWithTodos }`. "On error an error field" (001 section 7): an answer
 * without the list that carries an `error` text is a refusal, not a bad answer.
 */
export function readRoadClients(body: unknown): Result<readonly RoadClient[], ApiFailure> {
  const refusal = refusalOf(body);
  if (refusal !== null) return err({ code: 'API_REFUSED', reason: 'refused', message: refusal });
  const answer = checkedAnswer(listRoadClientsAnswer, body, 'listRoadClients');
  return answer.ok ? readAll(answer.value.clientsWithTodos, readRoadClient) : answer;
}

/** The `error` text of a 200 answer that has no `clientsWithTodos`; null for any other answer. */
function refusalOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { clientsWithTodos, error } = body as { clientsWithTodos?: unknown; error?: unknown };
  return !Array.isArray(clientsWithTodos) && typeof error === 'string' && error.trim() !== '' ? error : null;
}

/** notify/started's answer `{ id, message }`: `id` is the task id the finish must send back. */
export function readVisitStarted(body: unknown): Result<Ack & { readonly taskId: string }, ApiFailure> {
  const answer = checkedAnswer(startVisitAnswer, body, 'startVisit');
  if (!answer.ok) return answer;
  const taskId = idOf(answer.value.id);
  return taskId ? ok({ message: answer.value.message, taskId }) : badAnswer('startVisit: the task id is empty');
}

/** "Avisar cliente": notify/started/{auth}/{clientId}/{ownerId}/{userId}/{userName}/{todoId}. */
export const toWireNotifyStartedPath = (credentials: Credentials, visit: VisitRef & { readonly userId: UserId; readonly userName: string }): string =>
  pathOf('company', 'client', 'service', 'notify', 'started', credentials.email, credentials.token, visit.clientId, visit.ownerId, visit.userId, toWireUserName(visit.userName), visit.visitId);

/** notify/cancel/{auth}/{clientId}/{ownerId}/{clientId}/{todoId}: the client's id twice, as documented. */
export const toWireCancelPath = (credentials: Credentials, visit: VisitRef): string =>
  pathOf('company', 'client', 'service', 'notify', 'cancel', credentials.email, credentials.token, visit.clientId, visit.ownerId, visit.clientId, visit.visitId);

/** The body of notify/finish: `createdById` is the business, `todoId` the visit, `taskcorresponded` the task id. */
export const toWireFinish = (credentials: Credentials, visit: VisitRef & { readonly taskId: string; readonly observation: string }): WireSchema<'FinishVisitBody'> => ({
  ...auth(credentials),
  clientId: visit.clientId,
  createdById: visit.ownerId,
  todoId: visit.visitId,
  observation: visit.observation,
  taskcorresponded: visit.taskId,
});
