// Recording fakes of the business ports for use-case tests: each keeps every call it gets (the
// method and its arguments, credentials and owner id included) and answers what the test put in
// it, or `failure` while one is set. They hold no server behaviour: the use case is what is tested.
import type { Credentials, UserId } from '../account/user.entity';
import type { BusinessHours } from '../business/business-hours';
import type { BusinessSetup, Category, Company, FreelancerSetup } from '../business/company.entity';
import type { CompanyEdit, ProfileApi, UserField } from '../business/profile.port';
import type { RoleChanged, RoleSetupApi } from '../business/role-setup.port';
import type { CalendarApi } from '../calendar/calendar.port';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { Client, ClientInput, ClientSchedule, PendingClient, TeamClientVisits } from '../clients/client.entity';
import type { ClientReport, ReportsApi } from '../reports/reports.port';
import type { ClientsApi, NewClient, ServicesAttachment } from '../clients/clients.port';
import type { Recurrence } from '../scheduling/recurrence.rules';
import type { NewService, ServiceItem } from '../services/service-item';
import type { ServicesApi } from '../services/services.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { ReadOptions } from '../shared/kept-answer';
import { err, ok, type Result } from '../shared/result';
import type { Collaborator, CollaboratorInput, MemberKind, NewMember, StaffMember } from '../staff/staff-member';
import type { StaffApi } from '../staff/staff.port';
import type { Team, TeamCandidates, TeamInput } from '../teams/team.entity';
import type { TeamsApi } from '../teams/teams.port';
import type { Temporal } from 'temporal-polyfill';

/** One call as the fake saw it: the method's name, then its arguments. */
export type RecordedCall = readonly [method: string, ...args: unknown[]];

/** The acknowledgement every recording fake answers to a change. */
export const ACK: Ack = { message: 'Done.' };

/** A server refusal to pass through a use case unchanged. */
export const REFUSED: ApiFailure = { code: 'API_REFUSED', reason: 'refused', message: 'Only the owner may do this.' };

abstract class RecordingPort {
  readonly calls: RecordedCall[] = [];
  /** While set, every call answers it (the server's refusal, a lost network...). */
  failure: ApiFailure | null = null;

  protected answer<T>(method: string, args: readonly unknown[], value: T): Promise<Result<T, ApiFailure>> {
    this.calls.push([method, ...args]);
    return Promise.resolve(this.failure ? err(this.failure) : ok(value));
  }
}

export class RecordingTeamsApi extends RecordingPort implements TeamsApi {
  teams: readonly Team[] = [];
  teamCandidates: TeamCandidates = { users: [], collaborators: [] };
  list(credentials: Credentials, ownerId: UserId) {
    return this.answer('list', [credentials, ownerId], this.teams);
  }
  candidates(credentials: Credentials, ownerId: UserId) {
    return this.answer('candidates', [credentials, ownerId], this.teamCandidates);
  }
  create(credentials: Credentials, ownerId: UserId, team: TeamInput) {
    return this.answer('create', [credentials, ownerId, team], ACK);
  }
  update(credentials: Credentials, teamId: string, team: TeamInput) {
    return this.answer('update', [credentials, teamId, team], ACK);
  }
  remove(credentials: Credentials, teamId: string) {
    return this.answer('remove', [credentials, teamId], ACK);
  }
}

export class RecordingServicesApi extends RecordingPort implements ServicesApi {
  services: readonly ServiceItem[] = [];
  list(credentials: Credentials, ownerId: UserId) {
    return this.answer('list', [credentials, ownerId], this.services);
  }
  create(credentials: Credentials, ownerId: UserId, services: readonly NewService[]) {
    return this.answer('create', [credentials, ownerId, services], ACK);
  }
  edit(credentials: Credentials, service: ServiceItem) {
    return this.answer('edit', [credentials, service], ACK);
  }
  remove(credentials: Credentials, serviceId: string) {
    return this.answer('remove', [credentials, serviceId], ACK);
  }
}

export class RecordingProfileApi extends RecordingPort implements ProfileApi {
  company: Company | null = null;
  hours: BusinessHours | null = null;
  editUserField(credentials: Credentials, field: UserField, value: string) {
    return this.answer('editUserField', [credentials, field, value], ACK);
  }
  getCompany(credentials: Credentials, ownerId: UserId) {
    return this.answer('getCompany', [credentials, ownerId], this.company);
  }
  editCompanyField(credentials: Credentials, ownerId: UserId, edit: CompanyEdit) {
    return this.answer('editCompanyField', [credentials, ownerId, edit], ACK);
  }
  getBusinessHours(credentials: Credentials, ownerId: UserId) {
    return this.answer('getBusinessHours', [credentials, ownerId], this.hours);
  }
  saveBusinessHours(credentials: Credentials, ownerId: UserId, hours: BusinessHours) {
    return this.answer('saveBusinessHours', [credentials, ownerId, hours], ACK);
  }
}

export class RecordingRoleSetupApi extends RecordingPort implements RoleSetupApi {
  categories: readonly Category[] = [];
  listCategories(credentials: Credentials, language: string) {
    return this.answer('listCategories', [credentials, language], this.categories);
  }
  setFreelancer(credentials: Credentials, setup: FreelancerSetup) {
    return this.answer<RoleChanged>('setFreelancer', [credentials, setup], { message: 'Done.', role: 'freelancer' });
  }
  setEmployer(credentials: Credentials, setup: BusinessSetup) {
    return this.answer<RoleChanged>('setEmployer', [credentials, setup], { message: 'Done.', role: 'employer' });
  }
}

export class RecordingStaffApi extends RecordingPort implements StaffApi {
  members: readonly StaffMember[] = [];
  collaborators: readonly Collaborator[] = [];
  listMembers(credentials: Credentials, ownerId: UserId, kind: MemberKind) {
    return this.answer('listMembers', [credentials, ownerId, kind], this.members);
  }
  createMember(credentials: Credentials, ownerId: UserId, kind: MemberKind, member: NewMember) {
    return this.answer('createMember', [credentials, ownerId, kind, member], ACK);
  }
  deleteMember(credentials: Credentials, kind: MemberKind, id: UserId) {
    return this.answer('deleteMember', [credentials, kind, id], ACK);
  }
  listCollaborators(credentials: Credentials, ownerId: UserId) {
    return this.answer('listCollaborators', [credentials, ownerId], this.collaborators);
  }
  createCollaborator(credentials: Credentials, ownerId: UserId, input: CollaboratorInput) {
    return this.answer('createCollaborator', [credentials, ownerId, input], ACK);
  }
  updateCollaborator(credentials: Credentials, id: string, input: CollaboratorInput) {
    return this.answer('updateCollaborator', [credentials, id, input], ACK);
  }
  deleteCollaborator(credentials: Credentials, id: string) {
    return this.answer('deleteCollaborator', [credentials, id], ACK);
  }
}

export class RecordingClientsApi extends RecordingPort implements ClientsApi, CalendarApi, ReportsApi {
  clients: readonly Client[] = [];
  pending: readonly PendingClient[] = [];
  clientSchedule: ClientSchedule = { services: [], discountPercent: 0, visits: [], recurrence: null };
  teamAgenda: readonly TeamClientVisits[] = [];
  calendarEntries: readonly CalendarEntry[] = [];
  clientReports: readonly ClientReport[] = [];
  list(credentials: Credentials, ownerId: UserId, options?: ReadOptions) {
    this.freshReads.push({ call: 'clients', fresh: options?.fresh === true });
    return this.answer('list', [credentials, ownerId], this.clients);
  }
  pendingToday(credentials: Credentials, userId: UserId) {
    return this.answer('pendingToday', [credentials, userId], this.pending);
  }
  update(credentials: Credentials, clientId: string, input: ClientInput) {
    return this.answer('update', [credentials, clientId, input], ACK);
  }
  teamVisits(credentials: Credentials, teamId: string) {
    return this.answer('teamVisits', [credentials, teamId], this.teamAgenda);
  }
  teamClients(credentials: Credentials, teamId: string) {
    return this.answer('teamClients', [credentials, teamId], this.teamAgenda.map(({ clientId, clientName, serviceMinutes }) => ({ clientId, clientName, serviceMinutes })));
  }
  create(credentials: Credentials, ownerId: UserId, client: NewClient) {
    return this.answer('create', [credentials, ownerId, client], ACK);
  }
  schedule(credentials: Credentials, clientId: string) {
    return this.answer('schedule', [credentials, clientId], this.clientSchedule);
  }
  deleteVisit(credentials: Credentials, clientId: string, visitId: string) {
    return this.answer('deleteVisit', [credentials, clientId, visitId], ACK);
  }
  deleteAttachedService(credentials: Credentials, attachedServiceId: string) {
    return this.answer('deleteAttachedService', [credentials, attachedServiceId], ACK);
  }
  addVisits(credentials: Credentials, clientId: string, visits: readonly Temporal.PlainDateTime[], recurrence: Recurrence) {
    return this.answer('addVisits', [credentials, clientId, visits, recurrence], ACK);
  }
  deleteClient(credentials: Credentials, clientId: string) {
    return this.answer('deleteClient', [credentials, clientId], ACK);
  }
  changeTeam(credentials: Credentials, clientId: string, teamId: string) {
    return this.answer('changeTeam', [credentials, clientId, teamId], ACK);
  }
  moveVisit(credentials: Credentials, clientId: string, visitId: string, start: Temporal.PlainDateTime) {
    return this.answer('moveVisit', [credentials, clientId, visitId, start], ACK);
  }
  attachServices(credentials: Credentials, ownerId: UserId, clientId: string, attachment: ServicesAttachment) {
    return this.answer('attachServices', [credentials, ownerId, clientId, attachment], ACK);
  }
  /** Whether each calendar, reports or client list read asked for a fresh answer, in order. */
  readonly freshReads: { readonly call: 'calendar' | 'reports' | 'clients'; readonly fresh: boolean }[] = [];
  /** The same array while `calendarEntries` is not replaced, as an adapter that keeps its answer gives it. */
  calendar(credentials: Credentials, ownerId: UserId, options?: ReadOptions) {
    this.freshReads.push({ call: 'calendar', fresh: options?.fresh === true });
    return this.answer('calendar', [credentials, ownerId], this.calendarEntries);
  }
  reports(credentials: Credentials, ownerId: UserId, options?: ReadOptions) {
    this.freshReads.push({ call: 'reports', fresh: options?.fresh === true });
    return this.answer('reports', [credentials, ownerId], this.clientReports);
  }
}
