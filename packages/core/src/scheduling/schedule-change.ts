// A change to a client's existing visits, checked against a team's agenda before anything is sent:
// one visit moved (the client detail's inline edit) or every visit to come handed to another team.
// Both use the existing-client window (30 min plus the service duration, 001 section 5) and give a
// VisitPlan, so the add-dates dialog resolves them the same way (automatic, manual, skip); the
// plan's entries line up with `visits`, and `changesOf` turns the resolved plan into the calls.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import type { ConflictPolicy, PlacementRules } from './conflict.policy';
import { epochDay } from '../shared/day-key';
import { teamDayBookings, type DayBookings } from './capacity.rules';
import { DAY_MS } from './scheduling.limits';
import { buildTeamAgenda, type TeamAgenda } from './team-agenda.entity';
import { planVisits, type VisitPlan } from './visit-plan';
import type { VisitTask } from './visit-task';

/** What the agenda leaves out: the visits being changed never clash with themselves. */
export interface AgendaExclusions {
  /** Every visit of this client (a team change: the client's visits are the ones being placed). */
  readonly clientId?: string;
  /** These visits (a move: the visit's own current time). */
  readonly visitIds?: readonly string[];
}

/** Whether a visit still takes the team's time: finished and cancelled ones no longer do. */
export const takesTeamTime = (visit: Pick<ScheduledVisit, 'status'>): boolean => visit.status !== 'finished' && visit.status !== 'cancelled';

/** A stretch of time over which the zone's offset does not change. */
interface OffsetSpan {
  readonly startMs: number;
  readonly endMs: number;
  readonly offsetMs: number;
}

/**
 * The local-time-to-instant conversion of a whole agenda: the zone's offset is looked up once per
 * stretch between two of its changes (none in a year for most zones, two for daylight saving)
 * instead of once per visit. A local time within a day of a change goes through Temporal, which
 * also settles the skipped and repeated hours (the 'compatible' choice).
 */
export function localToEpochConverter(timeZone: string): (local: Temporal.PlainDateTime) => number {
  const spans: OffsetSpan[] = [];
  let last: OffsetSpan | null = null;
  const spanAt = (epochMs: number): OffsetSpan => {
    if (last && last.startMs <= epochMs && epochMs < last.endMs) return last;
    for (const span of spans) if (span.startMs <= epochMs && epochMs < span.endMs) return (last = span);
    const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
    const span = {
      startMs: zoned.getTimeZoneTransition('previous')?.epochMilliseconds ?? -Infinity,
      endMs: zoned.getTimeZoneTransition('next')?.epochMilliseconds ?? Infinity,
      offsetMs: zoned.offsetNanoseconds / 1e6,
    };
    spans.push(span);
    return (last = span);
  };
  // An agenda's visits share their start objects (the HTTP adapter reads each start once): each is
  // converted once, its seven fields read once.
  const converted = new Map<Temporal.PlainDateTime, number>();
  const convert = (local: Temporal.PlainDateTime): number => {
    const wall = epochDay(local.year, local.month, local.day) * DAY_MS + ((local.hour * 60 + local.minute) * 60 + local.second) * 1000 + local.millisecond;
    const span = spanAt(wall);
    const epochMs = wall - span.offsetMs;
    // Far from the span's ends the wall time maps to one instant, at the span's offset.
    if (epochMs - span.startMs > DAY_MS && span.endMs - epochMs > DAY_MS && wall - span.startMs > DAY_MS && span.endMs - wall > DAY_MS) return epochMs;
    return local.toZonedDateTime(timeZone).epochMilliseconds;
  };
  return (local) => {
    let epochMs = converted.get(local);
    if (epochMs === undefined) converted.set(local, (epochMs = convert(local)));
    return epochMs;
  };
}

/** A team's visit as an agenda task; its zoned start is made only when a screen shows it. */
class TeamVisitTask implements VisitTask {
  private zoned: Temporal.ZonedDateTime | null = null;
  constructor(
    readonly id: string,
    readonly startMs: number,
    readonly durationMinutes: number,
    readonly clientId: string,
    readonly clientName: string,
    private readonly timeZone: string,
  ) {}
  get start(): Temporal.ZonedDateTime {
    return (this.zoned ??= Temporal.Instant.fromEpochMilliseconds(this.startMs).toZonedDateTimeISO(this.timeZone));
  }
}

/** The team's visits that still take its time, minus the exclusions, as agenda tasks. */
export function teamAgendaTasks(teamVisits: readonly TeamClientVisits[], timeZone: string, exclude: AgendaExclusions = {}): VisitTask[] {
  const toEpoch = localToEpochConverter(timeZone);
  const skipVisits = new Set(exclude.visitIds ?? []);
  const tasks: VisitTask[] = [];
  for (const client of teamVisits) {
    if (client.clientId === exclude.clientId) continue;
    for (const visit of client.visits) {
      if (!takesTeamTime(visit) || skipVisits.has(visit.id)) continue;
      tasks.push(new TeamVisitTask(visit.id, toEpoch(visit.start), client.serviceMinutes ?? 0, client.clientId, client.clientName, timeZone));
    }
  }
  return tasks;
}

/** The team's agenda, indexed once, without the visits being changed. */
export const teamAgendaOf = (teamVisits: readonly TeamClientVisits[], timeZone: string, exclude: AgendaExclusions = {}): TeamAgenda<VisitTask> =>
  buildTeamAgenda(teamAgendaTasks(teamVisits, timeZone, exclude));

/** A team's agenda for the conflict check, and what the team has booked each day for the capacity check. */
export interface BookedAgenda extends TeamAgenda<VisitTask> {
  /** Every visit of the team not cancelled, the ones being changed too: they book the day as they stand. */
  readonly booked: DayBookings;
}

/** The agenda without the visits being changed, and the team's bookings with all of them. */
export const bookedAgendaOf = (teamVisits: readonly TeamClientVisits[], timeZone: string, exclude: AgendaExclusions = {}): BookedAgenda => ({
  ...teamAgendaOf(teamVisits, timeZone, exclude),
  booked: teamDayBookings(teamVisits),
});

/** A plan over existing visits: entry i is the placement of visits[i]. */
export interface ChangePlan<T extends VisitTask = VisitTask> {
  readonly kind: 'move' | 'team';
  readonly plan: VisitPlan<T>;
  /** The visits the entries stand for, with their current start. */
  readonly visits: readonly { readonly id: string; readonly start: Temporal.ZonedDateTime }[];
}

/** The existing-client rule of a client: 30 min plus its service duration. */
export const existingClientRules = (serviceMinutes: number | null, placement: Omit<PlacementRules, keyof ConflictPolicy>): PlacementRules => ({
  client: 'existing',
  serviceMinutes,
  ...placement,
});

/** One visit moved to `to`: checked against the team's other visits. */
export function planVisitMove<T extends VisitTask>(
  agenda: TeamAgenda<T>,
  visit: { readonly id: string; readonly start: Temporal.ZonedDateTime },
  to: Temporal.ZonedDateTime,
  rules: PlacementRules,
): ChangePlan<T> {
  return { kind: 'move', plan: planVisits(agenda, [to], rules), visits: [visit] };
}

/**
 * The client's visits still to come, now, in the business's zone: the ones a team change hands
 * over (the past stays with the team that did it, or failed to).
 */
export function visitsToHandOver(visits: readonly ScheduledVisit[], now: Temporal.Instant, timeZone: string): { id: string; start: Temporal.ZonedDateTime }[] {
  const toEpoch = localToEpochConverter(timeZone);
  const nowMs = now.epochMilliseconds;
  return visits.flatMap((v) => (v.status === 'pending' && toEpoch(v.start) >= nowMs ? [{ id: v.id, start: v.start.toZonedDateTime(timeZone) }] : []));
}

/** Every visit to come of the client, on the new team's agenda (which leaves the client out). */
export function planTeamChange<T extends VisitTask>(
  agenda: TeamAgenda<T>,
  visits: readonly { readonly id: string; readonly start: Temporal.ZonedDateTime }[],
  rules: PlacementRules,
): ChangePlan<T> {
  return { kind: 'team', plan: planVisits(agenda, visits.map((v) => v.start), rules), visits };
}

/** A call the resolved plan asks for: a visit to move, or (a team change's skipped visit) to remove. */
export type VisitChange =
  | { readonly kind: 'move'; readonly visitId: string; readonly from: Temporal.ZonedDateTime; readonly to: Temporal.ZonedDateTime }
  | { readonly kind: 'remove'; readonly visitId: string; readonly from: Temporal.ZonedDateTime };

/**
 * The calls of a resolved plan. A move sends its visit's placement (nothing when skipped: the visit
 * stays where it was). A team change moves the visits the resolution moved and removes the ones
 * skipped, since keeping them would double-book the new team (decision 0050).
 */
export function changesOf(change: ChangePlan): VisitChange[] {
  return change.plan.entries.flatMap((entry, i): VisitChange[] => {
    const visit = change.visits[i]!;
    if (entry.date === null) return change.kind === 'team' && entry.status === 'skipped' ? [{ kind: 'remove', visitId: visit.id, from: visit.start }] : [];
    if (entry.date.epochMilliseconds === visit.start.epochMilliseconds) return [];
    return [{ kind: 'move', visitId: visit.id, from: visit.start, to: entry.date }];
  });
}

export interface ClientUnderChange {
  readonly clientId: string;
  readonly serviceMinutes: number | null;
  readonly closedDays: readonly IsoWeekday[];
}

/** A team's visits from the API; no team, no visits. */
export async function teamVisitsOf(api: Pick<ClientsApi, 'teamVisits'>, sessions: Pick<SessionStore, 'load'>, teamId: string | null): Promise<Result<readonly TeamClientVisits[], NotSignedIn | ApiFailure>> {
  if (!teamId) return ok([]);
  return withBusiness(sessions, ({ credentials }) => api.teamVisits(credentials, teamId));
}
