// The visit calls' wire shapes (001 sections 4 and 7): the calendar's finish path, whose last
// segment is a colon followed by the encoded report text; and the road screen's calls:
// clientsWithTodos, notify/started's task id, the start and cancel paths and the finish body.
// Client records and dates are read with clients.wire.ts.
import { err, ok, type Ack, type ApiFailure, type CalendarFinish, type Credentials, type Result, type RoadClient, type UserId, type VisitRef } from '@fieldteam/core';
import type { WireSchema } from '@fieldteam/api-contract';
import { pathOf } from '../http-client';
import { badAnswer, isObject, messageOf, optionalNumber, optionalText, text } from '../wire-guards';
import { addressOf, auth, discountPercentOf, list, readAll } from './clients.wire';

/** The `{userName}` / `{name-surname}` segment: the person's name with dashes for spaces. */
export const toWireUserName = (name: string): string => name.trim().replace(/\s+/g, '-');

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

const nonEmpty = (value: unknown): string | null => optionalText(value)?.trim() || null;

/** An attached service of the map's answer: `serviceId`, `serviceName`, `serviceValue` (a number). */
const readRoadService = (value: unknown): RoadClient['services'][number] | null => {
  const serviceId = isObject(value) ? nonEmpty(value.serviceId ?? value.id) : null;
  if (!isObject(value) || !serviceId) return null;
  return { serviceId, name: text(value.serviceName ?? value.name) ?? '', value: optionalNumber(value.serviceValue ?? value.value) ?? 0 };
};

/** A `clientsWithTodos` item; its todos' `todoId`s in the server's order (the first is the one to work on). */
export function readRoadClient(value: unknown): Result<RoadClient, ApiFailure> {
  if (!isObject(value)) return badAnswer('road client: not an object');
  const clientId = nonEmpty(value.clientId ?? value.id);
  if (!clientId) return badAnswer('road client: no clientId');
  return ok({
    clientId,
    name: text(value.name) ?? '',
    phone: text(value.phone) ?? '',
    email: text(value.email) ?? '',
    address: addressOf(value),
    services: list(value.services)
      .map(readRoadService)
      .filter((s): s is RoadClient['services'][number] => s !== null),
    discountPercent: discountPercentOf(value.discount),
    visitIds: list(value.todos)
      .map((todo) => (isObject(todo) ? nonEmpty(todo.todoId ?? todo.id) : null))
      .filter((id): id is string => id !== null),
  });
}

/** The map's answer `{ clientsWithTodos }`; an answer that carries only an `error` text is a refusal ("on error an error field"). */
export function readRoadClients(body: unknown): Result<readonly RoadClient[], ApiFailure> {
  if (isObject(body) && !Array.isArray(body.clientsWithTodos) && nonEmpty(body.error)) return err({ code: 'API_REFUSED', status: 200, message: String(body.error) });
  if (!isObject(body) || !Array.isArray(body.clientsWithTodos)) return badAnswer('map services: no clientsWithTodos list');
  return readAll(body.clientsWithTodos, readRoadClient);
}

/** notify/started's answer `{ id, message }`: `id` is the task id the finish must send back. */
export function readVisitStarted(body: unknown): Result<Ack & { readonly taskId: string }, ApiFailure> {
  const taskId = isObject(body) ? nonEmpty(body.id ?? body.taskId) : null;
  if (!taskId) return badAnswer('notify started: no task id');
  return ok({ message: messageOf(body), taskId });
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
