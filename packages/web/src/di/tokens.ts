// The composition root's service identifiers, one typed symbol per service.
import type {
  AccountApi,
  ActivateAccount,
  BillingApi,
  ClientsApi,
  Connectivity,
  DirectionsService,
  GeolocationService,
  InProgressVisits,
  MapViewFactory,
  RoadVisitsApi,
  VisitOutbox,
  Cache,
  CheckAuth,
  Clock,
  FileSaver,
  Login,
  Logout,
  MapsService,
  ProfileApi,
  RegisterAccount,
  RequestResetCode,
  ResetPassword,
  RoleSetupApi,
  ServicesApi,
  SessionStore,
  StaffApi,
  TeamsApi,
  VisitsApi,
} from '@fieldteam/core';
import type { ServiceIdentifier } from 'inversify';
import type { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import type { CreateAccountViewModel } from '../features/account/create-account.view-model';
import type { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import type { LoginViewModel } from '../features/account/login.view-model';
import type { RequestCodeViewModel } from '../features/account/request-code.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { BusinessConfigurationViewModel } from '../features/business/business-configuration.view-model';
import type { ProfileViewModel } from '../features/business/profile.view-model';
import type { RoleBusinessViewModel } from '../features/business/role-business.view-model';
import type { RoleFreelancerViewModel } from '../features/business/role-freelancer.view-model';
import type { WorkDaysViewModel } from '../features/business/work-days.view-model';
import type { ServicesViewModel } from '../features/services/services.view-model';
import type { AddCollaboratorViewModel } from '../features/staff/add-collaborator.view-model';
import type { AddMemberViewModel } from '../features/staff/add-member.view-model';
import type { CollaboratorsViewModel } from '../features/staff/collaborators.view-model';
import type { StaffListViewModel } from '../features/staff/staff-list.view-model';
import type { TeamsViewModel } from '../features/teams/teams.view-model';
import type { CalendarViewModel } from '../features/calendar/calendar.view-model';
import type { AddClientViewModel } from '../features/clients/add-client.view-model';
import type { BudgetViewModel } from '../features/clients/budget.view-model';
import type { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import type { ClientsViewModel } from '../features/clients/clients.view-model';
import type { PlanViewModel } from '../features/plan/plan.view-model';
import type { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import type { WorkReportViewModel } from '../features/reports/work-report.view-model';
import type { RoadViewModel } from '../features/road/road.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';

/** A symbol that remembers the type it stands for. */
export type Token<T> = ServiceIdentifier<T> & symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`fieldteam.${name}`) as Token<T>;

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
  // app services
  notifier: token<Notifier>('Notifier'),
  navigator: token<Navigator>('Navigator'),
  session: token<SessionViewModel>('SessionViewModel'),
  language: token<LanguageViewModel>('LanguageViewModel'),
  addressPicker: token<AddressPickerFactory>('AddressPickerFactory'),
  // use cases
  registerAccount: token<RegisterAccount>('RegisterAccount'),
  activateAccount: token<ActivateAccount>('ActivateAccount'),
  login: token<Login>('Login'),
  logout: token<Logout>('Logout'),
  checkAuth: token<CheckAuth>('CheckAuth'),
  requestResetCode: token<RequestResetCode>('RequestResetCode'),
  resetPassword: token<ResetPassword>('ResetPassword'),
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
} as const;
