// Which other team could take a new client's series: each team's agenda checked against the same
// dates under the same rule, ranked by how many dates would clash, then by the hours the team
// already has booked over the series' period (the least busy first).
import type { Temporal } from 'temporal-polyfill';
import { conflictWindowMinutes, visitMinutes, type ConflictPolicy } from './conflict.policy';
import { MINUTE_MS } from './scheduling.limits';
import { hasConflictAt, lowerBound, type AgendaTask, type TeamAgenda } from './team-agenda.entity';

export interface CandidateTeam {
  readonly teamId: string;
  /** How many of the dates would clash with the team's visits. */
  readonly clashes: number;
  /** The minutes of visits the team has from the first date's day to the last date's day, inclusive. */
  readonly bookedMinutes: number;
}

/** The period a series covers: the first date's day up to the end of the last date's day. */
function periodOf(dates: readonly Temporal.ZonedDateTime[]): { startMs: number; endMs: number } | null {
  if (dates.length === 0) return null;
  let first = dates[0]!;
  let last = dates[0]!;
  for (const d of dates) {
    if (d.epochMilliseconds < first.epochMilliseconds) first = d;
    if (d.epochMilliseconds > last.epochMilliseconds) last = d;
  }
  return { startMs: first.startOfDay().epochMilliseconds, endMs: last.toPlainDate().add({ days: 1 }).toZonedDateTime({ timeZone: last.timeZoneId }).epochMilliseconds };
}

/** One team's clashes with the dates and its booked minutes over their period. */
export function candidateTeam(teamId: string, agenda: TeamAgenda<AgendaTask>, dates: readonly Temporal.ZonedDateTime[], policy: ConflictPolicy): CandidateTeam {
  const windowMs = conflictWindowMinutes(policy) * MINUTE_MS;
  let clashes = 0;
  for (const d of dates) if (hasConflictAt(agenda, d.epochMilliseconds, windowMs)) clashes += 1;
  let bookedMinutes = 0;
  const period = periodOf(dates);
  if (period) {
    const end = lowerBound(agenda.starts, period.endMs);
    for (let i = lowerBound(agenda.starts, period.startMs); i < end; i++) bookedMinutes += visitMinutes(agenda.tasks[i]!.durationMinutes);
  }
  return { teamId, clashes, bookedMinutes };
}

/** The teams, fewest clashes first, then least booked; ties keep the given order. */
export const rankTeams = (loads: readonly CandidateTeam[]): CandidateTeam[] =>
  loads
    .map((load, order) => ({ load, order }))
    .sort((a, b) => a.load.clashes - b.load.clashes || a.load.bookedMinutes - b.load.bookedMinutes || a.order - b.order)
    .map(({ load }) => load);
