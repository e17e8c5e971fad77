// The clients group's wire shapes (docs/api/clients-wire.md) and their mapping to core's types
// (dates, times and durations: dates-and-times.wire.ts): client records with their team, contacts,
// calendar records, attached services and task reports; and the request bodies. Answers are checked
// against the contract first, then mapped from their typed shape. The visit calls (the calendar's
// finish and the road screen's) are the visits group's: ../visits/visits.wire.ts.
import {
  amountOf,
  ok,
  type Address,
  type ApiFailure,
  type AttachedService,
  type CalendarEntry,
  type CalendarVisitEntry,
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
  type TeamClient,
  type TeamClientVisits,
  type TeamDetails,
  type TeamSummary,
  dayKeyOf,
  minuteOfDay,
} from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { fromWireTime, wireDateParts, type WireSchema } from '@fieldteam/api-contract';
import { getCalendarAnswer, getClientScheduleAnswer, getReportsAnswer, listClientsAnswer, listPendingClientsAnswer, listTeamVisitsAnswer } from '@fieldteam/api-contract/answers/clients';
import { badAnswer, checkedAnswer, idOf, present, readAll } from '../wire-guards';
import { toWireDate, fromWireDate, toWireSchedule, fromWireSchedule, toWireDuration, fromWireDuration, fromWireInstant } from './dates-and-times.wire';

// ---- answers ----

/** A visit in an answer (a schedule entry with its id and status). */
type WireVisit = WireSchema<'ScheduleEntry'>;
type WireTeamInfo = WireSchema<'TeamInfo'>;
type WirePersonRef = WireSchema<'PersonRef'>;

function readScheduleEntry(entry: WireVisit): Result<ScheduledVisit, ApiFailure> {
  const id = idOf(entry.id);
  if (!id) return badAnswer('schedule entry: no id');
  const start = fromWireSchedule(entry);
  if (!start) return badAnswer(`schedule entry ${id}: no valid date, hour, minute and meridian`);
  return ok({ id, start, status: entry.status ?? 'pending' });
}

const readSchedule = (entries: readonly WireVisit[]) => readAll(entries, readScheduleEntry);

/** A person's name, null when blank. */
const personName = (person: WirePersonRef | null): string | null => (person === null ? null : present(person.name));

const person = (ref: WirePersonRef | null): { id: string; name: string } | null => {
  const id = ref === null ? null : idOf(ref.id);
  return ref && id ? { id, name: personName(ref) ?? '' } : null;
};

function readTeamDetails(team: WireTeamInfo | null): TeamDetails | null {
  const id = team === null ? null : idOf(team.id);
  if (team === null || !id) return null;
  return {
    id,
    name: team.name,
    leader: person(team.leaderTeam),
    members: team.colaborators.map(person).filter((p): p is { id: string; name: string } => p !== null),
  };
}

function readTeamSummary(team: WireTeamInfo | null): TeamSummary | null {
  const id = team === null ? null : idOf(team.id);
  if (team === null || !id) return null;
  return {
    id,
    name: team.name,
    leaderName: personName(team.leaderTeam),
    memberNames: team.colaborators.map(personName).filter((n): n is string => n !== null),
  };
}

/** The address of a client record: its text (`description`) and coordinates; none without a text. */
export const addressOf = (record: { readonly description?: string; readonly addressDescription?: string; readonly latitude: number; readonly longitude: number }): Address | null => {
  const description = present(record.description ?? null) ?? present(record.addressDescription ?? null);
  return description ? { description, latitude: record.latitude, longitude: record.longitude, complement: null } : null;
};

function readClient(client: WireSchema<'Client'>): Result<Client, ApiFailure> {
  const id = idOf(client.id);
  const name = present(client.name);
  if (!id || !name) return badAnswer('client: no id or name');
  return ok({
    id,
    name,
    phone: client.phone,
    email: client.email,
    docId: present(client.docId),
    birthday: fromWireDate(client.birthday),
    address: addressOf(client),
    team: readTeamSummary(client.team),
    serviceMinutes: fromWireDuration(client.serviceTime),
    createdById: present(client.createdById),
    createdAt: present(client.createdAt),
  });
}

function readContact(contact: WireSchema<'ClientContact'>): Result<ClientContact, ApiFailure> {
  const id = idOf(contact.id);
  if (!id) return badAnswer('client contact: no id');
  return ok({ id, name: contact.name, phone: contact.phone, email: contact.email, address: addressOf(contact) });
}

function readAttachedService(service: WireSchema<'AttachedService'>): Result<AttachedService, ApiFailure> {
  const id = idOf(service.id);
  if (!id) return badAnswer('service: no id');
  return ok({ id, serviceId: service.serviceId, name: service.name, value: service.value });
}

const readTaskReportNow = (report: WireSchema<'TaskReport'>): TaskReport => ({
    visitId: present(report.todoId),
    visitDate: fromWireDate(report.visitDate),
    taskId: present(report.todoIdReference),
    startedAt: fromWireInstant(report.startedTime),
    finishedAt: fromWireInstant(report.finishedTime),
    collaboratorName: present(report.colaborator_name),
    observation: report.observation,
  });

export function readClients(body: unknown): Result<readonly Client[], ApiFailure> {
  const answer = checkedAnswer(listClientsAnswer, body, 'listClients');
  return answer.ok ? readAll(answer.value.clients, readClient) : answer;
}

export function readPendingClients(body: unknown): Result<readonly PendingClient[], ApiFailure> {
  const answer = checkedAnswer(listPendingClientsAnswer, body, 'listPendingClients');
  if (!answer.ok) return answer;
  return readAll(answer.value.todosAndClients, (item) => {
    const clientId = present(item.clientId);
    if (!clientId) return badAnswer('listPendingClients: an entry has no clientId');
    return ok({ clientId, name: item.name, pendingVisits: item.todos.length });
  });
}

export function readTeamVisits(body: unknown): Result<readonly TeamClientVisits[], ApiFailure> {
  const answer = checkedAnswer(listTeamVisitsAnswer, body, 'listTeamVisits');
  if (!answer.ok) return answer;
  return readAll(answer.value.teamTodos, (item) => {
    const clientId = idOf(item.client.id);
    if (!clientId) return badAnswer('listTeamVisits: a client has no id');
    const visits = readSchedule(item.schedule);
    if (!visits.ok) return visits;
    return ok({ clientId, clientName: item.client.name, serviceMinutes: fromWireDuration(item.client.estimative), visits: visits.value });
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The team's answer read for its clients only: its shape and each client checked, the schedules
 * not read (a leader of many teams asks for all of them to know whose stops are theirs).
 */
export function readTeamClients(body: unknown): Result<readonly TeamClient[], ApiFailure> {
  const teamTodos = isRecord(body) ? body.teamTodos : undefined;
  if (!Array.isArray(teamTodos)) return badAnswer('listTeamVisits: no teamTodos list');
  return readAll(teamTodos as readonly unknown[], (item) => {
    const client = isRecord(item) && isRecord(item.client) ? item.client : null;
    const clientId = client && typeof client.id === 'string' ? idOf(client.id) : null;
    if (!clientId) return badAnswer('listTeamVisits: a client has no id');
    const estimative = client!.estimative;
    return ok({ clientId, clientName: typeof client!.name === 'string' ? client!.name : '', serviceMinutes: typeof estimative === 'string' ? fromWireDuration(estimative) : null });
  });
}

export function readClientSchedule(body: unknown): Result<ClientSchedule, ApiFailure> {
  const answer = checkedAnswer(getClientScheduleAnswer, body, 'getClientSchedule');
  if (!answer.ok) return answer;
  const services = readAll(answer.value.services, readAttachedService);
  if (!services.ok) return services;
  const visits = readSchedule(answer.value.calendar.schedule);
  if (!visits.ok) return visits;
  return ok({ services: services.value, discountPercent: answer.value.discount ?? 0, visits: visits.value, recurrence: answer.value.calendar.period });
}

/**
 * The calendar's entries: each client with its team and recurrence, and its visits as day keys
 * (yyyymmdd) and minutes of the day. A year of visits of every client: no date object per visit
 * (core's calendar table turns into dates only the visits a screen shows).
 */
export function readCalendarEntries(body: unknown): Result<readonly CalendarEntry[], ApiFailure> {
  const answer = checkedAnswer(getCalendarAnswer, body, 'getCalendar');
  if (!answer.ok) return answer;
  return readAll(answer.value.calendar, (item) => {
    const client = readContact(item.clientInfo);
    if (!client.ok) return client;
    const visits = readAll(item.schedule, readCalendarVisit);
    if (!visits.ok) return visits;
    return ok({ client: client.value, team: readTeamDetails(item.teamInfo), recurrence: item.period, visits: visits.value });
  });
}

function readCalendarVisit(entry: WireVisit): Result<CalendarVisitEntry, ApiFailure> {
  const id = idOf(entry.id);
  if (!id) return badAnswer('schedule entry: no id');
  const date = wireDateParts(entry.date);
  const time = fromWireTime(entry.hour, entry.minute, entry.meridian);
  if (!date || !time) return badAnswer(`schedule entry ${id}: no valid date, hour, minute and meridian`);
  return ok({ id, day: dayKeyOf(date), minute: minuteOfDay(time), status: entry.status ?? 'pending' });
}

export function readReports(body: unknown): Result<readonly ClientReport[], ApiFailure> {
  const answer = checkedAnswer(getReportsAnswer, body, 'getReports');
  if (!answer.ok) return answer;
  return readAll(answer.value.combinedData, (item) => {
    const client = readContact(item.client);
    if (!client.ok) return client;
    const services = readAll(item.services, readAttachedService);
    if (!services.ok) return services;
    // Read on first use (a report's reading cannot fail): the live board needs each client's
    // services only, not thousands of reports' times read into instants.
    const wire = item.reports;
    let reports: readonly TaskReport[] | null = null;
    return ok({
      client: client.value,
      services: services.value,
      discountPercent: item.discount ?? 0,
      get reports() {
        return (reports ??= wire.map(readTaskReportNow));
      },
    });
  });
}

// ---- requests ----

export const auth = (credentials: Credentials) => ({ email: credentials.email, token: credentials.token });

/** The client fields of the new-client and update bodies. */
const toWireClientFields = (input: ClientInput) => ({
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
