// Everything the business keeps, read through the documented calls for "export everything" (issue
// 26): clients, their visits (the calendar) and their services and task reports (the reports),
// the services catalogue, the staff and the teams. The managers' list is the owner's only
// (000 section 6): a manager's export has the leaders and collaborators.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { CalendarApi } from '../calendar/calendar.port';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { Client } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { ClientReport, ReportsApi } from '../reports/reports.port';
import type { ServiceItem } from '../services/service-item';
import type { ServicesApi } from '../services/services.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { Collaborator, StaffMember } from '../staff/staff-member';
import type { StaffApi } from '../staff/staff.port';
import type { Team } from '../teams/team.entity';
import type { TeamsApi } from '../teams/teams.port';

export interface BusinessExport {
  readonly clients: readonly Client[];
  readonly calendar: readonly CalendarEntry[];
  readonly reports: readonly ClientReport[];
  readonly services: readonly ServiceItem[];
  /** Null when the person may not list them (a manager). */
  readonly managers: readonly StaffMember[] | null;
  readonly leaders: readonly StaffMember[];
  readonly collaborators: readonly Collaborator[];
  readonly teams: readonly Team[];
}

/**
 * Each collection of the export, asked for at once, each settling when its own answer is read: a
 * writer may write one file while the answers of the next are still on their way.
 */
export type BusinessExportParts = { readonly [K in keyof BusinessExport]: Promise<Result<BusinessExport[K], ApiFailure>> };

/** The order in which a failure is answered: the first of these that failed. */
const PART_ORDER = ['clients', 'calendar', 'reports', 'services', 'managers', 'leaders', 'collaborators', 'teams'] as const satisfies readonly (keyof BusinessExport)[];

export class ExportBusinessData {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list'>,
    private readonly calendar: Pick<CalendarApi, 'calendar'>,
    private readonly reports: Pick<ReportsApi, 'reports'>,
    private readonly services: Pick<ServicesApi, 'list'>,
    private readonly staff: Pick<StaffApi, 'listMembers' | 'listCollaborators'>,
    private readonly teams: Pick<TeamsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** Asks for every collection at once; each part settles with its own answer. */
  start(): Result<BusinessExportParts, NotSignedIn> {
    const business = businessContext(this.sessions);
    if (!business.ok) return business;
    const { credentials, ownerId, session } = business.value;
    const isOwner = session.user.role === 'employer';
    return ok({
      clients: this.clients.list(credentials, ownerId),
      calendar: this.calendar.calendar(credentials, ownerId),
      reports: this.reports.reports(credentials, ownerId),
      services: this.services.list(credentials, ownerId),
      managers: isOwner ? this.staff.listMembers(credentials, ownerId, 'manager') : Promise.resolve(ok(null)),
      leaders: this.staff.listMembers(credentials, ownerId, 'leader'),
      collaborators: this.staff.listCollaborators(credentials, ownerId),
      teams: this.teams.list(credentials, ownerId),
    });
  }

  /** Every collection, or the first failure (in PART_ORDER) once all have answered. */
  async execute(): Promise<Result<BusinessExport, NotSignedIn | ApiFailure>> {
    const parts = this.start();
    if (!parts.ok) return parts;
    const answers = await Promise.all(PART_ORDER.map((name) => parts.value[name]));
    const data: Record<string, unknown> = {};
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) return answer;
      data[PART_ORDER[i]!] = answer.value;
    }
    return ok(data as unknown as BusinessExport);
  }
}
