// The clients screens' use cases: list (cached), edit, delete, the team's agenda, dates of a
// recurrence, scheduling a new client, the client's schedule (add, move, delete visits), team
// change, services with a discount, calendar, reports and today's pending clients.
import { Temporal } from 'temporal-polyfill';
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { applyDiscount, EMPTY_BUDGET, addLine, type Budget } from '../budget/budget.rules';
import { centsOf } from '../budget/money.rules';
import type { ServiceItem } from '../services/service-item';
import type { Ack } from '../shared/acknowledgement';
import { digitsOf } from '../validation/field.rules';
import type { Cache } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { generateVisitDates, type NoVisitDates, type Recurrence } from '../scheduling/recurrence.rules';
import { buildTeamAgenda, type AgendaTask, type TeamAgenda } from '../scheduling/team-agenda.entity';
import { OBSERVATION_MAX_LENGTH, truncateObservation } from '../visits/visit.rules';
import type { CalendarFinish, VisitsApi } from '../visits/visits.port';
import type { CalendarRecord, Client, ClientInput, ClientReport, ClientSchedule, PendingClient } from './client.entity';
import { validateClient, type ClientField } from './client.rules';
import { clientFromSnapshot, clientToSnapshot, type ClientSnapshot } from './client.snapshot';
import type { ClientsApi } from './clients.port';

export const CLIENTS_CACHE_KEY = 'clients';

type Failure<F extends string = string> = ValidationFailure<F> | NotSignedIn | ApiFailure;

/** An existing visit of the team, as the conflict engine sees it. */
export interface VisitTask extends AgendaTask {
  readonly clientId: string;
  readonly clientName: string;
  readonly start: Temporal.ZonedDateTime;
}

export class LoadClients {
  constructor(
    private readonly api: Pick<ClientsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(): readonly Client[] | null {
    const snapshot = this.cache.read<ClientSnapshot[]>(CLIENTS_CACHE_KEY);
    if (!Array.isArray(snapshot)) return null;
    try {
      return snapshot.map(clientFromSnapshot);
    } catch {
      return null;
    }
  }

  async execute(): Promise<Result<readonly Client[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.list(context.value.credentials, context.value.ownerId);
    if (answer.ok) this.cache.write(CLIENTS_CACHE_KEY, answer.value.map(clientToSnapshot));
    return answer;
  }
}

export class LoadPendingClients {
  constructor(
    private readonly api: Pick<ClientsApi, 'pendingToday'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly PendingClient[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.pendingToday(context.value.credentials, context.value.session.user.id);
  }
}

export class UpdateClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'update'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(clientId: string, input: ClientInput): Promise<Result<Ack, Failure<ClientField | 'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const issues = validateClient(input, { today: today(this.clock) });
    if (issues.length > 0) return err(validationFailure(issues));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.update(context.value.credentials, clientId, trimClient(input));
    if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
    return answer;
  }
}

export class DeleteClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteClient'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(clientId: string): Promise<Result<Ack, Failure<'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.deleteClient(context.value.credentials, clientId);
    if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
    return answer;
  }
}

/** The team's existing visits, indexed once for every conflict check while the person plans. */
export class LoadTeamAgenda {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(teamId: string, options: { excludeClientId?: string } = {}): Promise<Result<TeamAgenda<VisitTask>, NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.teamVisits(context.value.credentials, teamId);
    if (!answer.ok) return answer;
    const timeZone = this.clock.timeZone();
    const tasks: VisitTask[] = [];
    for (const client of answer.value) {
      // A client's own visits never conflict with each other when adding dates to it.
      if (client.clientId === options.excludeClientId) continue;
      for (const visit of client.visits) {
        // Finished and cancelled visits no longer take the team's time.
        if (visit.status === 'finished' || visit.status === 'cancelled') continue;
        const start = visit.start.toZonedDateTime(timeZone);
        tasks.push({ id: visit.id, startMs: start.epochMilliseconds, durationMinutes: client.serviceMinutes ?? 0, clientId: client.clientId, clientName: client.clientName, start });
      }
    }
    return ok(buildTeamAgenda(tasks));
  }
}

export interface RecurrenceChoice {
  readonly recurrence: Recurrence;
  readonly time: Temporal.PlainTime;
  readonly weekday: IsoWeekday | null;
  readonly closedDays: readonly IsoWeekday[];
}

/** The dates of the chosen recurrence, from today up to one year ahead, in the business's zone. */
export class PlanRecurrence {
  constructor(private readonly clock: Pick<Clock, 'now' | 'timeZone'>) {}

  execute(choice: RecurrenceChoice): Result<readonly Temporal.ZonedDateTime[], NoVisitDates> {
    return generateVisitDates({ ...choice, now: this.clock.now(), timeZone: this.clock.timeZone() });
  }
}

export interface ClientToSchedule {
  readonly client: ClientInput;
  readonly teamId: string | null;
  readonly dates: readonly Temporal.ZonedDateTime[];
  readonly recurrence: Recurrence | null;
}

/** Registers a new client with its team and visits; the client cache is cleared on success. */
export class ScheduleClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'create'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(input: ClientToSchedule): Promise<Result<Ack, Failure<ClientField | 'dates'>>> {
    // Visits are optional for a new client (001 section 5 asks only for the team and the client's
    // fields); dates that come must come with their recurrence.
    const issues = [
      ...validateClient(input.client, { teamId: input.teamId, today: today(this.clock) }),
      ...(input.dates.length > 0 && !input.recurrence ? [{ field: 'dates' as const, code: 'DATES_REQUIRED' as const }] : []),
    ];
    if (issues.length > 0 || !input.teamId) return err(validationFailure(issues));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.create(context.value.credentials, context.value.ownerId, {
      ...trimClient(input.client),
      teamId: input.teamId,
      visits: localTimes(input.dates, this.clock.timeZone()),
      recurrence: input.dates.length > 0 ? input.recurrence : null,
    });
    if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
    return answer;
  }
}

export class LoadClientSchedule {
  constructor(
    private readonly api: Pick<ClientsApi, 'schedule'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string): Promise<Result<ClientSchedule, Failure<'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.schedule(context.value.credentials, clientId);
    if (!answer.ok) return answer;
    const visits = [...answer.value.visits].sort((a, b) => Temporal.PlainDateTime.compare(a.start, b.start));
    return ok({ ...answer.value, visits });
  }
}

/** More visits for an existing client; at least one date ("otherwise a message in the modal title"). */
export class AddVisitDates {
  constructor(
    private readonly api: Pick<ClientsApi, 'addVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(clientId: string, dates: readonly Temporal.ZonedDateTime[], recurrence: Recurrence | null): Promise<Result<Ack, Failure<'dates' | 'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    if (dates.length === 0 || !recurrence) return err(validationFailure([{ field: 'dates', code: 'DATES_REQUIRED' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.addVisits(context.value.credentials, clientId, localTimes(dates, this.clock.timeZone()), recurrence);
  }
}

/** Moves one visit (the inline edit of the schedule table). */
export class UpdateVisitDate {
  constructor(
    private readonly api: Pick<ClientsApi, 'moveVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string, visitId: string, start: Temporal.PlainDateTime): Promise<Result<Ack, Failure<'id'>>> {
    if (!clientId || !visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.moveVisit(context.value.credentials, clientId, visitId, start);
  }
}

export class DeleteVisit {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string, visitId: string): Promise<Result<Ack, Failure<'id'>>> {
    if (!clientId || !visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.deleteVisit(context.value.credentials, clientId, visitId);
  }
}

export class ChangeClientTeam {
  constructor(
    private readonly api: Pick<ClientsApi, 'changeTeam'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(clientId: string, teamId: string | null): Promise<Result<Ack, Failure<'team' | 'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    if (!teamId) return err(validationFailure([{ field: 'team', code: 'TEAM_REQUIRED' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.changeTeam(context.value.credentials, clientId, teamId);
    if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
    return answer;
  }
}

/** The budget of the chosen catalogue services, with the percent discount (001 section 4). */
export function budgetOf(items: readonly ServiceItem[], discountPercent: number): Budget {
  const lines = items.reduce((budget, item) => addLine(budget, { serviceId: item.id, name: item.name, priceCents: centsOf(item.price) }), EMPTY_BUDGET);
  if (discountPercent === 0) return lines;
  const discounted = applyDiscount(lines, discountPercent);
  return discounted.ok ? discounted.value : lines;
}

/** Attaches catalogue services to a client with a percent discount; at least one service. */
export class AttachServices {
  constructor(
    private readonly api: Pick<ClientsApi, 'attachServices'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(input: { client: Pick<Client, 'id' | 'email'>; items: readonly ServiceItem[]; discountPercent: number }): Promise<Result<Ack, Failure<'items' | 'discount' | 'id'>>> {
    if (!input.client.id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    if (input.items.length === 0) return err(validationFailure([{ field: 'items', code: 'ITEMS_REQUIRED' }]));
    const budget = applyDiscount(budgetOf(input.items, 0), input.discountPercent);
    if (!budget.ok) return err(validationFailure([{ field: 'discount', code: 'FIELD_INVALID' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.attachServices(context.value.credentials, context.value.ownerId, input.client.id, {
      items: input.items,
      discountPercent: input.discountPercent,
      totalCents: budget.value.totalCents,
      clientEmail: input.client.email,
    });
  }
}

export class DeleteAttachedService {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteAttachedService'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(attachedServiceId: string): Promise<Result<Ack, Failure<'id'>>> {
    if (!attachedServiceId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.deleteAttachedService(context.value.credentials, attachedServiceId);
  }
}

export class LoadCalendar {
  constructor(
    private readonly api: Pick<ClientsApi, 'calendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly CalendarRecord[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.calendar(context.value.credentials, context.value.ownerId);
  }
}

export class LoadReports {
  constructor(
    private readonly api: Pick<ClientsApi, 'reports'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ClientReport[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.reports(context.value.credentials, context.value.ownerId);
  }
}

/** The calendar modal's "Finalizar serviço": finishes the visit with the report (at most 250 characters). */
export class FinishVisitFromCalendar {
  constructor(
    private readonly api: Pick<VisitsApi, 'finishFromCalendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(input: { clientId: string; visitId: string; report: string }): Promise<Result<Ack, Failure<'id'>>> {
    if (!input.clientId) return err(validationFailure([{ field: 'id', code: 'CLIENT_MISSING' }]));
    if (!input.visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const { user } = context.value.session;
    const finish: CalendarFinish = {
      clientId: input.clientId,
      ownerId: context.value.ownerId,
      userId: user.id,
      userName: `${user.name}-${user.surname}`,
      visitId: input.visitId,
      report: truncateObservation(input.report),
    };
    return this.api.finishFromCalendar(context.value.credentials, finish);
  }
}

export const REPORT_MAX_LENGTH = OBSERVATION_MAX_LENGTH;

function today(clock: Pick<Clock, 'now' | 'timeZone'>): Temporal.PlainDate {
  return clock.now().toZonedDateTimeISO(clock.timeZone()).toPlainDate();
}

const localTimes = (dates: readonly Temporal.ZonedDateTime[], timeZone: string) => dates.map((d) => d.withTimeZone(timeZone).toPlainDateTime());

const trimClient = (input: ClientInput): ClientInput => ({
  ...input,
  name: input.name.trim(),
  phone: input.phone.trim(),
  email: input.email.trim(),
  docId: digitsOf(input.docId.trim()),
});
