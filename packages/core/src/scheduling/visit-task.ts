// An existing visit of the team, as the conflict engine sees it (LoadTeamAgenda builds them).
import type { Temporal } from 'temporal-polyfill';
import type { AgendaTask } from './team-agenda.entity';

/** An existing visit of the team, as the conflict engine sees it. */
export interface VisitTask extends AgendaTask {
  readonly clientId: string;
  readonly clientName: string;
  readonly start: Temporal.ZonedDateTime;
}
