// A week's load as the team-load dialog shows it: each team's minutes booked each day against the
// day's capacity (the open hours less the reserve the business keeps free, capacity.rules.ts),
// and the week's total against the week's. Kept apart from the count, which runs where the
// calendar is kept: the page needs only this.
import { capacityMinutes, isOverCapacity } from '../scheduling/capacity.rules';
import { loadPercent } from './load-percent.rules';
import type { TeamLoad } from './team-load.rules';

export interface LoadCell {
  readonly bookedMinutes: number;
  readonly openMinutes: number;
  readonly capacityMinutes: number;
  /** Booked against the capacity, in whole percent; null when the business is closed that day. */
  readonly percent: number | null;
  /** More booked than the capacity (anything at all on a closed day). */
  readonly over: boolean;
}

export interface TeamLoadRow {
  readonly teamId: string | null;
  readonly teamName: string | null;
  readonly days: readonly LoadCell[];
  readonly week: LoadCell;
}

const cellOf = (bookedMinutes: number, openMinutes: number, reservePercent: number): LoadCell => {
  const capacity = capacityMinutes(openMinutes, reservePercent);
  return { bookedMinutes, openMinutes, capacityMinutes: capacity, percent: loadPercent(bookedMinutes, capacity), over: isOverCapacity(bookedMinutes, capacity) };
};

/** Each team's row of the week with the reserve given (a whole percent). */
export function teamLoadRows(load: TeamLoad, reservePercent: number): TeamLoadRow[] {
  const capacities = load.openMinutes.map((open) => capacityMinutes(open, reservePercent));
  const capacityTotal = capacities.reduce((sum, m) => sum + m, 0);
  return load.teams.map((team) => ({
    teamId: team.teamId,
    teamName: team.teamName,
    days: team.bookedMinutes.map((booked, i) => cellOf(booked, load.openMinutes[i] ?? 0, reservePercent)),
    week: { bookedMinutes: team.totalMinutes, openMinutes: load.openTotal, capacityMinutes: capacityTotal, percent: loadPercent(team.totalMinutes, capacityTotal), over: isOverCapacity(team.totalMinutes, capacityTotal) },
  }));
}
