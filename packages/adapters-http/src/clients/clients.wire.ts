// The clients group's wire shapes (docs/api/clients-wire.md) and their mapping to core's types:
// schedule entries of date "dd/mm/yyyy", hour "01"-"12", minute and meridian AM/PM (core's 12-hour
// clock) <-> Temporal.PlainDateTime; birthdays "dd/mm/yyyy" <-> PlainDate; service
// time "HH:MM" <-> minutes; report times as ISO instants; client records with their team, contacts,
// calendar records, attached services and task reports; and the request bodies. Answers are checked
// against the contract first, then mapped from their typed shape. The visit calls (the calendar's
// finish and the road screen's) are the visits group's: ../visits/visits.wire.ts.
import {
  amountOf,
  formatDuration,
  ok,
  parseDuration,
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
  toTwelveHour,
  dayKeyOf,
  minuteOfDay,
} from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { fromWireDate as readWireDate, fromWireTime, toWireDate as wireDate, toWireTime, wireDateParts, type WireMeridian, type WireSchema } from '@fieldteam/api-contract';
import { getCalendarAnswer, getClientScheduleAnswer, getReportsAnswer, listClientsAnswer, listPendingClientsAnswer, listTeamVisitsAnswer } from '@fieldteam/api-contract/answers/clients';
import { badAnswer, checkedAnswer, idOf, present, readAll } from '../wire-guards';

/** A schedule entry in a request body (`dates`, `newSchedule`): the contract's, with text hours and minutes. */
type WireScheduleEntry = WireSchema<'ScheduleEntryInput'> & { hour: string; minute: string; meridian: WireMeridian };

// ---- dates and times (the formats are the contract's) ----

/** A date as "dd/mm/yyyy". */
export const toWireDate = (date: Temporal.PlainDate): string => wireDate(date);

/**
 * Reads "dd/mm/yyyy" (one-digit day or month tolerated) or an ISO date (a date-time's date part);
 * null when it is not a real calendar date.
 */
export const fromWireDate = (value: unknown): Temporal.PlainDate | null => readWireDate(value);

/** A local date and time as the wire's date, 12-hour hour, minute and meridian. */
export const toWireSchedule = (start: Temporal.PlainDateTime): WireScheduleEntry => ({ date: wireDate(start), ...toWireTime(toTwelveHour(start)) });

/** Reads a schedule entry's date and time (hours and minutes as text or numbers); null when one is not valid. */
export function fromWireSchedule(entry: { readonly date: unknown; readonly hour: unknown; readonly minute: unknown; readonly meridian?: unknown }): Temporal.PlainDateTime | null {
  const date = wireDateParts(entry.date);
  const time = fromWireTime(entry.hour, entry.minute, entry.meridian);
  if (!date || !time) return null;
  // A team's agenda repeats the same few thousand starts over its visits (forty agendas hold every
  // visit of a business): a PlainDateTime is immutable, so one object per start is shared.
  const minute = minuteOfDay(time);
  const key = dayKeyOf(date) * 1440 + minute;
  let start = sharedStarts.get(key);
  if (!start) {
    if (sharedStarts.size >= SHARED_STARTS_MAX) sharedStarts.clear();
    start = new Temporal.PlainDateTime(date.year, date.month, date.day, Math.floor(minute / 60), minute % 60);
    sharedStarts.set(key, start);
  }
  return start;
}

const SHARED_STARTS_MAX = 50_000;
const sharedStarts = new Map<number, Temporal.PlainDateTime>();

/** A service duration in minutes as "HH:MM"; null when there is none. */
export const toWireDuration = (minutes: number | null): string | null => (minutes === null ? null : formatDuration(minutes));

/** "HH:MM" (or "H:MM") to minutes; null when missing or not a duration. */
export const fromWireDuration = (value: string | null): number | null => parseDuration(value);

const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** An ISO instant (or epoch milliseconds); null when missing or unreadable. */
export function fromWireInstant(value: unknown): Temporal.Instant | null {
  try {
    if (typeof value === 'number' && Number.isFinite(value)) return Temporal.Instant.fromEpochMilliseconds(value);
    if (typeof value !== 'string' || value.trim() === '') return null;
    const text = value.trim();
    // The server's own form (toISOString: UTC, milliseconds) is read natively: the reports answer
    // holds two per report, and the general parser is many times slower.
    if (UTC_MILLIS.test(text)) {
      // Date.parse rolls an impossible date over (30 February): only a date it read as written counts.
      const epochMs = Date.parse(text);
      return Number.isFinite(epochMs) && new Date(epochMs).toISOString().slice(0, 19) === text.slice(0, 19) ? Temporal.Instant.fromEpochMilliseconds(epochMs) : null;
    }
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}

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
