// Everything the business keeps, read through the documented calls for "export everything" (issue
// 26): clients, their visits (the calendar) and their services and task reports (the reports),
// the services catalogue, the staff and the teams. The managers' list is the owner's only
// (000 section 6): a manager's export has the leaders and collaborators.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { Client } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { ClientReport } from '../reports/reports.port';
import type { ServiceItem } from '../services/service-item';
import type { ServicesApi } from '../services/services.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { Revalidated } from '../shared/revalidated';
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

export class ExportBusinessData {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list' | 'calendar' | 'reports'>,
    private readonly services: Pick<ServicesApi, 'list'>,
    private readonly staff: Pick<StaffApi, 'listMembers' | 'listCollaborators'>,
    private readonly teams: Pick<TeamsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<BusinessExport, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, session }) => {
      const isOwner = session.user.role === 'employer';
      const [clients, calendar, reports, services, managers, leaders, collaborators, teams] = await Promise.all([
        this.clients.list(credentials, ownerId),
        this.clients.calendar(credentials, ownerId),
        this.clients.reports(credentials, ownerId),
        this.services.list(credentials, ownerId),
        isOwner ? this.staff.listMembers(credentials, ownerId, 'manager') : Promise.resolve(ok(null)),
        this.staff.listMembers(credentials, ownerId, 'leader'),
        this.staff.listCollaborators(credentials, ownerId),
        this.teams.list(credentials, ownerId),
      ]);
      for (const answer of [clients, calendar, reports, services, managers, leaders, collaborators, teams]) if (!answer.ok) return answer;
      const value = <T>(answer: Result<T, ApiFailure>): T => (answer as { value: T }).value;
      return ok({
        clients: value(clients),
        calendar: fresh(value(calendar)),
        reports: fresh(value(reports)),
        services: value(services),
        managers: value(managers),
        leaders: value(leaders),
        collaborators: value(collaborators),
        teams: value(teams),
      });
    });
  }
}

/** Asked without an ETag, the server always answers the value; "unchanged" would mean nothing to add. */
const fresh = <T>(answer: Revalidated<readonly T[]>): readonly T[] => (answer.changed ? answer.value : []);
