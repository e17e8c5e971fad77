// The clients group's wire shapes (docs/api/clients-wire.md) and their mapping to core's types:
// schedule entries of date "dd/mm/yyyy", hour "01"-"12", minute and meridian AM/PM (12 AM is
// midnight, 12 PM noon) <-> Temporal.PlainDateTime; birthdays "dd/mm/yyyy" <-> PlainDate; service
// time "HH:MM" <-> minutes; report times as ISO instants; client records with their team, contacts,
// calendar records, attached services and task reports; and the request bodies. The visit calls
// (the calendar's finish and the road screen's) are in visits.wire.ts.
import {
  amountOf,
  formatDuration,
  isRecurrence,
  ok,
  parseDuration,
  type Address,
  type ApiFailure,
  type AttachedService,
  type CalendarRecord,
  type Client,
  type ClientContact,
  type ClientInput,
  type ClientReport,
  type ClientSchedule,
  type Credentials,
  type NewClient,
  type PendingClient,
  type Recurrence,
  type Result,
  type ScheduledVisit,
  type ServicesAttachment,
  type TaskReport,
  type TeamClientVisits,
  type TeamDetails,
  type TeamSummary,
  type VisitStatus,
} from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { fromWireDate as readWireDate, fromWireTime, toWireDate as wireDate, toWireTime, type WireMeridian, type WireSchema } from '@fieldteam/api-contract';
import { badAnswer, isObject, optionalNumber, optionalText, text, type Json } from '../wire-guards';

/** A schedule entry in a request body (`dates`, `newSchedule`): the contract's, with text hours and minutes. */
export type WireScheduleEntry = WireSchema<'ScheduleEntryInput'> & { hour: string; minute: string; meridian: WireMeridian };

// ---- dates and times (the formats are the contract's) ----

/** A date as "dd/mm/yyyy". */
export const toWireDate = (date: Temporal.PlainDate): string => wireDate(date);

/**
 * Reads "dd/mm/yyyy" (one-digit day or month tolerated) or an ISO date (a date-time's date part);
 * null when it is not a real calendar date.
 */
export const fromWireDate = (value: unknown): Temporal.PlainDate | null => readWireDate(text(value));

/** A local date and time as the wire's date, 12-hour hour, minute and meridian. */
export const toWireSchedule = (start: Temporal.PlainDateTime): WireScheduleEntry => ({ date: wireDate(start), ...toWireTime(start.hour, start.minute) });

/** Reads a schedule entry's date and time (hours and minutes as text or numbers); null when one is not valid. */
export function fromWireSchedule(entry: unknown): Temporal.PlainDateTime | null {
  if (!isObject(entry)) return null;
  const date = fromWireDate(entry.date);
  const time = fromWireTime(entry.hour, entry.minute, entry.meridian);
  return date && time ? date.toPlainDateTime(time) : null;
}

/** A service duration in minutes as "HH:MM"; null when there is none. */
export const toWireDuration = (minutes: number | null): string | null => (minutes === null ? null : formatDuration(minutes));

/** "HH:MM" (or "H:MM") to minutes; null when missing or not a duration. */
export const fromWireDuration = (value: unknown): number | null => parseDuration(text(value));

/** An ISO instant (or epoch milliseconds); null when missing or unreadable. */
export function fromWireInstant(value: unknown): Temporal.Instant | null {
  try {
    if (typeof value === 'number' && Number.isFinite(value)) return Temporal.Instant.fromEpochMilliseconds(value);
    return typeof value === 'string' && value.trim() !== '' ? Temporal.Instant.from(value.trim()) : null;
  } catch {
    return null;
  }
}

// ---- answers ----

const VISIT_STATUSES: readonly VisitStatus[] = ['pending', 'started', 'finished', 'cancelled'];
const visitStatus = (value: unknown): VisitStatus => {
  const t = text(value)?.trim().toLowerCase();
  return VISIT_STATUSES.find((s) => s === t) ?? 'pending';
};

const recurrence = (value: unknown): Recurrence | null => (isRecurrence(value) ? value : null);

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads every item with `read`; the first failure fails the whole list. */
export function readAll<T>(items: readonly unknown[], read: (item: unknown) => Result<T, ApiFailure>): Result<T[], ApiFailure> {
  const values: T[] = [];
  for (const item of items) {
    const result = read(item);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
}

/** A record's id: required. */
const idOf = (record: Json): string | null => optionalText(record.id)?.trim() ?? null;

export function readScheduleEntry(value: unknown): Result<ScheduledVisit, ApiFailure> {
  if (!isObject(value)) return badAnswer('schedule entry: not an object');
  const id = idOf(value);
  if (!id) return badAnswer('schedule entry: no id');
  const start = fromWireSchedule(value);
  if (!start) return badAnswer(`schedule entry ${id}: no valid date, hour, minute and meridian`);
  return ok({ id, start, status: visitStatus(value.status) });
}

const readSchedule = (value: unknown) => readAll(list(value), readScheduleEntry);

/** A person's name: `name`, with `surname` when a server sends one apart. */
const personName = (value: unknown): string | null => (isObject(value) ? [optionalText(value.name), optionalText(value.surname)].filter(Boolean).join(' ') || null : null);

const person = (value: unknown): { id: string; name: string } | null => {
  const id = isObject(value) ? idOf(value) : null;
  return id ? { id, name: personName(value) ?? '' } : null;
};

export function readTeamDetails(value: unknown): TeamDetails | null {
  const id = isObject(value) ? idOf(value) : null;
  if (!isObject(value) || !id) return null;
  return {
    id,
    name: text(value.name) ?? '',
    leader: person(value.leaderTeam),
    members: list(value.colaborators)
      .map(person)
      .filter((p): p is { id: string; name: string } => p !== null),
  };
}

export function readTeamSummary(value: unknown): TeamSummary | null {
  const id = isObject(value) ? idOf(value) : null;
  if (!isObject(value) || !id) return null;
  return {
    id,
    name: text(value.name) ?? '',
    leaderName: personName(value.leaderTeam),
    memberNames: list(value.colaborators)
      .map(personName)
      .filter((n): n is string => n !== null),
  };
}

export const addressOf = (record: Json): Address | null => {
  const description = optionalText(record.description ?? record.addressDescription);
  return description ? { description, latitude: optionalNumber(record.latitude), longitude: optionalNumber(record.longitude), complement: null } : null;
};

export function readClient(value: unknown): Result<Client, ApiFailure> {
  if (!isObject(value)) return badAnswer('client: not an object');
  const id = idOf(value);
  const name = optionalText(value.name);
  if (!id || !name) return badAnswer('client: no id or name');
  return ok({
    id,
    name,
    phone: text(value.phone) ?? '',
    email: text(value.email) ?? '',
    docId: optionalText(value.docId),
    birthday: fromWireDate(value.birthday),
    address: addressOf(value),
    team: readTeamSummary(value.team),
    serviceMinutes: fromWireDuration(value.serviceTime),
    createdById: optionalText(value.createdById),
    createdAt: optionalText(value.createdAt),
  });
}

export function readContact(value: unknown): Result<ClientContact, ApiFailure> {
  if (!isObject(value)) return badAnswer('client contact: not an object');
  const id = idOf(value);
  if (!id) return badAnswer('client contact: no id');
  return ok({ id, name: text(value.name) ?? '', phone: text(value.phone) ?? '', email: text(value.email) ?? '', address: addressOf(value) });
}

export function readAttachedService(value: unknown): Result<AttachedService, ApiFailure> {
  if (!isObject(value)) return badAnswer('service: not an object');
  const id = idOf(value);
  if (!id) return badAnswer('service: no id');
  return ok({ id, serviceId: text(value.serviceId) ?? '', name: text(value.name) ?? '', value: optionalNumber(value.value) ?? 0 });
}

/** A client's discount percent (0-100); anything else counts as none. */
export const discountPercentOf = (value: unknown): number => {
  const percent = optionalNumber(value);
  return percent !== null && percent >= 0 && percent <= 100 ? percent : 0;
};

export function readTaskReport(value: unknown): Result<TaskReport, ApiFailure> {
  if (!isObject(value)) return badAnswer('report: not an object');
  return ok({
    visitId: optionalText(value.todoId),
    visitDate: fromWireDate(value.visitDate),
    taskId: optionalText(value.todoIdReference),
    startedAt: fromWireInstant(value.startedTime),
    finishedAt: fromWireInstant(value.finishedTime),
    collaboratorName: optionalText(value.colaborator_name),
    observation: text(value.observation) ?? '',
  });
}

export function readClients(body: unknown): Result<readonly Client[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.clients)) return badAnswer('clients: no list');
  return readAll(body.clients, readClient);
}

export function readPendingClients(body: unknown): Result<readonly PendingClient[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.todosAndClients)) return badAnswer('handle-issues: no todosAndClients list');
  return readAll(body.todosAndClients, (item) => {
    if (!isObject(item)) return badAnswer('handle-issues: an entry is not an object');
    const clientId = optionalText(item.clientId ?? item.id);
    if (!clientId) return badAnswer('handle-issues: an entry has no clientId');
    return ok({ clientId, name: text(item.name) ?? '', pendingVisits: list(item.todos).length });
  });
}

export function readTeamVisits(body: unknown): Result<readonly TeamClientVisits[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.teamTodos)) return badAnswer('team todos: no teamTodos list');
  return readAll(body.teamTodos, (item) => {
    if (!isObject(item) || !isObject(item.client)) return badAnswer('team todos: an entry has no client');
    const clientId = idOf(item.client);
    if (!clientId) return badAnswer('team todos: a client has no id');
    const visits = readSchedule(item.schedule);
    if (!visits.ok) return visits;
    return ok({ clientId, clientName: text(item.client.name) ?? '', serviceMinutes: fromWireDuration(item.client.estimative), visits: visits.value });
  });
}

export function readClientSchedule(body: unknown): Result<ClientSchedule, ApiFailure> {
  if (!isObject(body) || !isObject(body.calendar)) return badAnswer('client todos: no calendar');
  const services = readAll(list(body.services), readAttachedService);
  if (!services.ok) return services;
  const visits = readSchedule(body.calendar.schedule);
  if (!visits.ok) return visits;
  return ok({ services: services.value, discountPercent: discountPercentOf(body.discount), visits: visits.value, recurrence: recurrence(body.calendar.period) });
}

export function readCalendar(body: unknown): Result<readonly CalendarRecord[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.calendar)) return badAnswer('calendar: no list');
  return readAll(body.calendar, (item) => {
    if (!isObject(item)) return badAnswer('calendar: a record is not an object');
    const client = readContact(item.clientInfo);
    if (!client.ok) return client;
    const visits = readSchedule(item.schedule);
    if (!visits.ok) return visits;
    return ok({ client: client.value, team: readTeamDetails(item.teamInfo), recurrence: recurrence(item.period), visits: visits.value });
  });
}

export function readReports(body: unknown): Result<readonly ClientReport[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.combinedData)) return badAnswer('reports: no combinedData list');
  return readAll(body.combinedData, (item) => {
    if (!isObject(item)) return badAnswer('reports: an entry is not an object');
    const client = readContact(item.client);
    if (!client.ok) return client;
    const services = readAll(list(item.services), readAttachedService);
    if (!services.ok) return services;
    const reports = readAll(list(item.reports), readTaskReport);
    if (!reports.ok) return reports;
    return ok({ client: client.value, services: services.value, discountPercent: discountPercentOf(item.discount), reports: reports.value });
  });
}

// ---- requests ----

export const auth = (credentials: Credentials) => ({ email: credentials.email, token: credentials.token });

/** The client fields of the new-client and update bodies. */
export const toWireClientFields = (input: ClientInput) => ({
  name: input.name,
  phone: input.phone,
  docId: input.docId.trim() === '' ? null : input.docId,
  clientEmail: input.email,
  birthday: input.birthday ? toWireDate(input.birthday) : null,
  description: input.address?.description ?? '',
  latitude: input.address?.latitude ?? null,
  longitude: input.address?.longitude ?? null,
  serviceTime: toWireDuration(input.serviceMinutes),
});

export const toWireNewClient = (credentials: Credentials, ownerId: string, client: NewClient) => ({
  ...auth(credentials),
  ...toWireClientFields(client),
  team: client.teamId,
  dates: client.visits.map(toWireSchedule),
  checked: client.recurrence,
  createdById: ownerId,
});

export const toWireClientUpdate = (credentials: Credentials, clientId: string, input: ClientInput) => ({ ...auth(credentials), ...toWireClientFields(input), clientId });

export const toWireNewVisits = (credentials: Credentials, clientId: string, visits: readonly Temporal.PlainDateTime[], checked: Recurrence): WireSchema<'AddVisitsBody'> => ({
  ...auth(credentials),
  clientId,
  dates: visits.map(toWireSchedule),
  checked,
});

export const toWireMoveVisit = (credentials: Credentials, clientId: string, visitId: string, start: Temporal.PlainDateTime): WireSchema<'MoveVisitBody'> => ({
  ...auth(credentials),
  clientId,
  scheduleId: visitId,
  newSchedule: toWireSchedule(start),
});

export const toWireTeamChange = (credentials: Credentials, clientId: string, teamId: string): WireSchema<'ChangeTeamBody'> => ({ ...auth(credentials), clientId, team: teamId });

export const toWireAttachment = (credentials: Credentials, ownerId: string, clientId: string, attachment: ServicesAttachment): WireSchema<'AttachServicesBody'> => ({
  ...auth(credentials),
  clientId,
  createdById: ownerId,
  selectedItemsList: attachment.items.map((item) => ({ id: item.id, itemName: item.name, price: item.price })),
  discount: attachment.discountPercent,
  totalPrice: amountOf(attachment.totalCents),
  clietEmail: attachment.clientEmail,
});
