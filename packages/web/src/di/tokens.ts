// The composition root's service identifiers, one typed symbol per service: the ports, the
// app-wide services, one per use case (bound in the module of the context that owns it) and the
// screens' view-models (with their panels).
import type {
  AccountApi,
  ActivateAccount,
  AddMember,
  AddServices,
  AddVisitDates,
  AttachServices,
  BillingApi,
  Cache,
  CancelVisit,
  ChangeClientTeam,
  CheckAuth,
  ClientsApi,
  Clock,
  Connectivity,
  DeleteAttachedService,
  DeleteClient,
  DeleteCollaborator,
  DeleteMember,
  DeleteService,
  DeleteTeam,
  DeleteVisit,
  DirectionsService,
  EditCompanyField,
  EditProfileField,
  EditService,
  FileSaver,
  FinishVisit,
  FinishVisitFromCalendar,
  GeolocationService,
  InProgressVisits,
  LoadBusinessHours,
  LoadCalendar,
  LoadCategories,
  LoadClients,
  LoadClientSchedule,
  LoadCollaborators,
  LoadCompany,
  LoadMembers,
  LoadPendingClients,
  LoadReports,
  LoadRoadClients,
  LoadServices,
  LoadTeamAgenda,
  LoadTeamCandidates,
  LoadTeams,
  LoadWorkReport,
  Login,
  Logout,
  MapsService,
  MapViewFactory,
  PickAddress,
  PlanRecurrence,
  PlanRoute,
  ProfileApi,
  RegisterAccount,
  RequestResetCode,
  ResetPassword,
  RoadVisitsApi,
  RoleSetupApi,
  SaveBusinessHours,
  SaveCollaborator,
  SaveTeam,
  ScheduleClient,
  ServicesApi,
  SessionStore,
  SetUpBusiness,
  SetUpFreelancer,
  StaffApi,
  StartVisit,
  Subscribe,
  SuggestAddresses,
  SyncVisitOutbox,
  TeamsApi,
  UpdateClient,
  UpdateVisitDate,
  VisitDesk,
  VisitOutbox,
  VisitsApi,
} from '@fieldteam/core';
import type { ServiceIdentifier } from 'inversify';
import type { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import type { CreateAccountViewModel } from '../features/account/create-account.view-model';
import type { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import type { LoginViewModel } from '../features/account/login.view-model';
import type { RequestCodeViewModel } from '../features/account/request-code.view-model';
import type { BusinessConfigurationViewModel } from '../features/business/business-configuration.view-model';
import type { ProfileViewModel } from '../features/business/profile.view-model';
import type { RoleBusinessViewModel } from '../features/business/role-business.view-model';
import type { RoleFreelancerViewModel } from '../features/business/role-freelancer.view-model';
import type { WorkDaysViewModel } from '../features/business/work-days.view-model';
import type { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import type { CalendarRecords } from '../features/calendar/calendar-records';
import type { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import type { CalendarViewModel } from '../features/calendar/calendar.view-model';
import type { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import type { AddClientViewModel } from '../features/clients/add-client.view-model';
import type { BudgetViewModel } from '../features/clients/budget.view-model';
import type { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import type { ClientHeaderViewModel } from '../features/clients/client-header.view-model';
import type { ClientScheduleViewModel } from '../features/clients/client-schedule.view-model';
import type { ClientServicesViewModel } from '../features/clients/client-services.view-model';
import type { ClientsViewModel } from '../features/clients/clients.view-model';
import type { ShownClient } from '../features/clients/shown-client';
import type { PlanViewModel } from '../features/plan/plan.view-model';
import type { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import type { WorkReportViewModel } from '../features/reports/work-report.view-model';
import type { RoadDay } from '../features/road/road-day';
import type { RoadRouteViewModel } from '../features/road/road-route.view-model';
import type { RoadVisitActionsViewModel } from '../features/road/road-visit-actions.view-model';
import type { RoadViewModel } from '../features/road/road.view-model';
import type { ServicesViewModel } from '../features/services/services.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { AddCollaboratorViewModel } from '../features/staff/add-collaborator.view-model';
import type { AddMemberViewModel } from '../features/staff/add-member.view-model';
import type { CollaboratorsViewModel } from '../features/staff/collaborators.view-model';
import type { StaffListViewModel } from '../features/staff/staff-list.view-model';
import type { TeamsViewModel } from '../features/teams/teams.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';

/** A symbol that remembers the type it stands for. */
export type Token<T> = ServiceIdentifier<T> & symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`fieldteam.${name}`) as Token<T>;

/**
 * One token per use case, named after its class (the container test checks that each resolves
 * to an instance of that class). Grouped by the context, and so the module, that binds them.
 */
export const USE_CASE_TOKENS = {
  // account (account.context.ts, composed by hand; the session's logout and checkAuth: the shell, shell.ts)
  registerAccount: token<RegisterAccount>('RegisterAccount'),
  activateAccount: token<ActivateAccount>('ActivateAccount'),
  login: token<Login>('Login'),
  logout: token<Logout>('Logout'),
  checkAuth: token<CheckAuth>('CheckAuth'),
  requestResetCode: token<RequestResetCode>('RequestResetCode'),
  resetPassword: token<ResetPassword>('ResetPassword'),
  // business (business.module), the company record and hours other contexts read (company.module)
  // and the address search every form uses (addresses.module)
  setUpBusiness: token<SetUpBusiness>('SetUpBusiness'),
  setUpFreelancer: token<SetUpFreelancer>('SetUpFreelancer'),
  loadCategories: token<LoadCategories>('LoadCategories'),
  editProfileField: token<EditProfileField>('EditProfileField'),
  loadCompany: token<LoadCompany>('LoadCompany'),
  editCompanyField: token<EditCompanyField>('EditCompanyField'),
  loadBusinessHours: token<LoadBusinessHours>('LoadBusinessHours'),
  saveBusinessHours: token<SaveBusinessHours>('SaveBusinessHours'),
  suggestAddresses: token<SuggestAddresses>('SuggestAddresses'),
  pickAddress: token<PickAddress>('PickAddress'),
  // services (services.module)
  loadServices: token<LoadServices>('LoadServices'),
  addServices: token<AddServices>('AddServices'),
  editService: token<EditService>('EditService'),
  deleteService: token<DeleteService>('DeleteService'),
  // staff: managers, leaders and collaborators (staff.module)
  loadMembers: token<LoadMembers>('LoadMembers'),
  addMember: token<AddMember>('AddMember'),
  deleteMember: token<DeleteMember>('DeleteMember'),
  loadCollaborators: token<LoadCollaborators>('LoadCollaborators'),
  saveCollaborator: token<SaveCollaborator>('SaveCollaborator'),
  deleteCollaborator: token<DeleteCollaborator>('DeleteCollaborator'),
  // teams (teams.module)
  loadTeams: token<LoadTeams>('LoadTeams'),
  loadTeamCandidates: token<LoadTeamCandidates>('LoadTeamCandidates'),
  saveTeam: token<SaveTeam>('SaveTeam'),
  deleteTeam: token<DeleteTeam>('DeleteTeam'),
  // clients and their scheduling (clients.module)
  loadClients: token<LoadClients>('LoadClients'),
  loadPendingClients: token<LoadPendingClients>('LoadPendingClients'),
  updateClient: token<UpdateClient>('UpdateClient'),
  deleteClient: token<DeleteClient>('DeleteClient'),
  loadTeamAgenda: token<LoadTeamAgenda>('LoadTeamAgenda'),
  planRecurrence: token<PlanRecurrence>('PlanRecurrence'),
  scheduleClient: token<ScheduleClient>('ScheduleClient'),
  loadClientSchedule: token<LoadClientSchedule>('LoadClientSchedule'),
  addVisitDates: token<AddVisitDates>('AddVisitDates'),
  updateVisitDate: token<UpdateVisitDate>('UpdateVisitDate'),
  deleteVisit: token<DeleteVisit>('DeleteVisit'),
  changeClientTeam: token<ChangeClientTeam>('ChangeClientTeam'),
  attachServices: token<AttachServices>('AttachServices'),
  deleteAttachedService: token<DeleteAttachedService>('DeleteAttachedService'),
  // calendar (calendar.module)
  loadCalendar: token<LoadCalendar>('LoadCalendar'),
  finishVisitFromCalendar: token<FinishVisitFromCalendar>('FinishVisitFromCalendar'),
  // reports (reports.module)
  loadReports: token<LoadReports>('LoadReports'),
  loadWorkReport: token<LoadWorkReport>('LoadWorkReport'),
  // the road: visits in the field and their route (road.module)
  loadRoadClients: token<LoadRoadClients>('LoadRoadClients'),
  planRoute: token<PlanRoute>('PlanRoute'),
  startVisit: token<StartVisit>('StartVisit'),
  finishVisit: token<FinishVisit>('FinishVisit'),
  cancelVisit: token<CancelVisit>('CancelVisit'),
  syncVisitOutbox: token<SyncVisitOutbox>('SyncVisitOutbox'),
  // billing (billing.module)
  subscribe: token<Subscribe>('Subscribe'),
} as const;

export const TOKENS = {
  // ports
  accountApi: token<AccountApi>('AccountApi'),
  sessionStore: token<SessionStore>('SessionStore'),
  cache: token<Cache>('Cache'),
  clock: token<Clock>('Clock'),
  fileSaver: token<FileSaver>('FileSaver'),
  roleSetupApi: token<RoleSetupApi>('RoleSetupApi'),
  profileApi: token<ProfileApi>('ProfileApi'),
  servicesApi: token<ServicesApi>('ServicesApi'),
  staffApi: token<StaffApi>('StaffApi'),
  teamsApi: token<TeamsApi>('TeamsApi'),
  maps: token<MapsService>('MapsService'),
  clientsApi: token<ClientsApi>('ClientsApi'),
  visitsApi: token<VisitsApi>('VisitsApi'),
  roadVisitsApi: token<RoadVisitsApi>('RoadVisitsApi'),
  billingApi: token<BillingApi>('BillingApi'),
  directions: token<DirectionsService>('DirectionsService'),
  mapViewFactory: token<MapViewFactory>('MapViewFactory'),
  geolocation: token<GeolocationService>('GeolocationService'),
  connectivity: token<Connectivity>('Connectivity'),
  inProgressVisits: token<InProgressVisits>('InProgressVisits'),
  visitOutbox: token<VisitOutbox>('VisitOutbox'),
  /** The road's ports in one (the visit use cases share it), bound by the road module. */
  visitDesk: token<VisitDesk>('VisitDesk'),
  // app services
  notifier: token<Notifier>('Notifier'),
  navigator: token<Navigator>('Navigator'),
  session: token<SessionViewModel>('SessionViewModel'),
  language: token<LanguageViewModel>('LanguageViewModel'),
  addressPicker: token<AddressPickerFactory>('AddressPickerFactory'),
  // use cases
  ...USE_CASE_TOKENS,
  // screen view-models (one per mounted screen)
  loginVm: token<LoginViewModel>('LoginViewModel'),
  createAccountVm: token<CreateAccountViewModel>('CreateAccountViewModel'),
  requestCodeVm: token<RequestCodeViewModel>('RequestCodeViewModel'),
  forgotPasswordVm: token<ForgotPasswordViewModel>('ForgotPasswordViewModel'),
  activateAccountVm: token<ActivateAccountViewModel>('ActivateAccountViewModel'),
  roleBusinessVm: token<RoleBusinessViewModel>('RoleBusinessViewModel'),
  roleFreelancerVm: token<RoleFreelancerViewModel>('RoleFreelancerViewModel'),
  profileVm: token<ProfileViewModel>('ProfileViewModel'),
  businessConfigurationVm: token<BusinessConfigurationViewModel>('BusinessConfigurationViewModel'),
  workDaysVm: token<WorkDaysViewModel>('WorkDaysViewModel'),
  servicesVm: token<ServicesViewModel>('ServicesViewModel'),
  staffListVm: token<StaffListViewModel>('StaffListViewModel'),
  addMemberVm: token<AddMemberViewModel>('AddMemberViewModel'),
  collaboratorsVm: token<CollaboratorsViewModel>('CollaboratorsViewModel'),
  addCollaboratorVm: token<AddCollaboratorViewModel>('AddCollaboratorViewModel'),
  teamsVm: token<TeamsViewModel>('TeamsViewModel'),
  clientsVm: token<ClientsViewModel>('ClientsViewModel'),
  addClientVm: token<AddClientViewModel>('AddClientViewModel'),
  clientDetailVm: token<ClientDetailViewModel>('ClientDetailViewModel'),
  budgetVm: token<BudgetViewModel>('BudgetViewModel'),
  calendarVm: token<CalendarViewModel>('CalendarViewModel'),
  taskReportsVm: token<TaskReportsViewModel>('TaskReportsViewModel'),
  workReportVm: token<WorkReportViewModel>('WorkReportViewModel'),
  roadVm: token<RoadViewModel>('RoadViewModel'),
  planVm: token<PlanViewModel>('PlanViewModel'),
  // panels of a screen, and the state they share (one per screen: request scope)
  shownClient: token<ShownClient>('ShownClient'),
  clientHeaderVm: token<ClientHeaderViewModel>('ClientHeaderViewModel'),
  clientScheduleVm: token<ClientScheduleViewModel>('ClientScheduleViewModel'),
  clientServicesVm: token<ClientServicesViewModel>('ClientServicesViewModel'),
  calendarRecords: token<CalendarRecords>('CalendarRecords'),
  monthGridVm: token<MonthGridViewModel>('MonthGridViewModel'),
  calendarSearchVm: token<CalendarSearchViewModel>('CalendarSearchViewModel'),
  calendarDialogVm: token<CalendarDialogViewModel>('CalendarDialogViewModel'),
  roadDay: token<RoadDay>('RoadDay'),
  roadRouteVm: token<RoadRouteViewModel>('RoadRouteViewModel'),
  roadVisitActionsVm: token<RoadVisitActionsViewModel>('RoadVisitActionsViewModel'),
} as const;
