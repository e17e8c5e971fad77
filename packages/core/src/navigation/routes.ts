// Every route of the product (000 section 2 and 001 section 2), by name.
export const ROUTES = {
  home: '/',
  loading: '/loading',
  useTerms: '/use-terms',
  contactUs: '/contact-us',
  login: '/login',
  createAccount: '/create-account',
  requestCode: '/request-code',
  forgotPassword: '/forgot-password',
  activateAccount: '/dashboard/user/account/active',
  chooseRole: '/dashboard/user/account/role',
  disabled: '/user/disabled',
  roleFreelancer: '/role-freelancer',
  roleBusiness: '/role-business',
  dashboard: '/dashboard',
  freelancerProfile: '/freelancer-perfil',
  businessProfile: '/business-perfil',
  businessConfiguration: '/business-configuration',
  businessWorkDays: '/business-work-days',
  accountPlan: '/account-plan',
  paymentSuccess: '/sucesso',
  businessServices: '/business-services',
  businessManagers: '/business-managers',
  businessManager: '/business-manager',
  businessLeaders: '/business-leaders',
  businessLeader: '/business-leader',
  businessCollaborators: '/business-colaborators',
  businessCollaborator: '/business-colaborator',
  businessClients: '/business-clients',
  businessAddClient: '/business-add-client',
  businessTeam: '/business-team',
  clientDetail: '/business-clients/dashboard/client',
  clientBudget: '/business-clients/dashboard/client/budget',
  calendar: '/business-clients/dashboard/calendar',
  taskReports: '/business-clients/dashboard/task-reports',
  /** Beyond the spec: charts of the work done, a date range and a CSV export. */
  workReport: '/business-clients/dashboard/work-report',
  /** Beyond the spec: each collaborator's and team's hours for a day, a week or a range, with a CSV and a print layout. */
  timeSheet: '/business-clients/dashboard/time-sheet',
  road: '/business-clients/road',
  /** Beyond the spec: bring clients, services and collaborators in from a spreadsheet. */
  clientImport: '/business-clients/import',
  serviceImport: '/business-services/import',
  collaboratorImport: '/business-colaborators/import',
  /** Beyond the spec: everything as one ZIP, and the agenda as an iCalendar file. */
  dataExport: '/business-export',
  /** Beyond the spec: the owner's live board of today, for owners and managers. */
  liveBoard: '/business-clients/dashboard/today',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export const ALL_ROUTE_PATHS: readonly RoutePath[] = Object.values(ROUTES);

export const isKnownRoute = (path: string): path is RoutePath => (ALL_ROUTE_PATHS as readonly string[]).includes(path);
