// Every route of the app, as data. The app renders it (app-routes.tsx); the build's route preloads
// and the bundle-budget script read it too, so it imports types only (Node reads it as it is).
import type { ContextName } from '../di/contexts';
import type { Namespace } from '../i18n/languages';

export interface RouteEntry {
  readonly path: string;
  /** Its screen, `<folder>/<Name>`: src/features/<folder>/<Name>.tsx, whose export <Name> it renders. */
  readonly screen: string;
  readonly contexts: readonly ContextName[];
  /** The namespaces its screen uses beyond the shell's (i18n.ts SHELL_NAMESPACES), loaded with it. */
  readonly texts: readonly Namespace[];
  /** The page's title, a text key (`namespace:key`) of the route's namespaces or the shell's. */
  readonly title: string;
  readonly props?: Readonly<Record<string, string>>;
}

const route = (path: string, screen: string, contexts: readonly ContextName[], texts: readonly Namespace[], title: string, props?: Record<string, string>): RouteEntry => ({ path, screen, contexts, texts, title, ...(props ? { props } : {}) });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  route('/', 'pages/HomeScreen', [], ['home'], 'common:app.name'),
  route('/loading', 'pages/LoadingScreen', [], [], 'common:loading.title'),
  route('/use-terms', 'pages/UseTermsScreen', [], ['pages'], 'pages:useTerms.title'),
  route('/contact-us', 'pages/ContactUsScreen', [], ['pages'], 'pages:contact.title'),
  route('/login', 'account/LoginScreen', ['account'], ['account'], 'account:login.title'),
  route('/create-account', 'account/CreateAccountScreen', ['account'], ['account'], 'account:register.title'),
  route('/request-code', 'account/RequestCodeScreen', ['account'], ['account'], 'account:requestCode.title'),
  route('/forgot-password', 'account/ForgotPasswordScreen', ['account'], ['account'], 'account:forgotPassword.title'),
  route('/dashboard/user/account/active', 'account/ActivateAccountScreen', ['account'], ['account'], 'account:activate.title'),
  route('/dashboard/user/account/role', 'account/ChooseRoleScreen', [], ['account'], 'account:role.title'),
  route('/role-business', 'business/RoleBusinessScreen', ['business'], ['business'], 'business:setup.businessTitle'),
  route('/role-freelancer', 'business/RoleFreelancerScreen', ['business'], ['business'], 'business:setup.freelancerTitle'),
  route('/user/disabled', 'pages/DisabledScreen', [], ['pages'], 'pages:disabled.title'),
  route('/dashboard', 'dashboard/DashboardScreen', ['dashboard'], ['pages'], 'pages:dashboard.title'),
  route('/freelancer-perfil', 'business/ProfileScreen', ['business'], ['business'], 'business:profile.title', { kind: 'freelancer' }),
  route('/business-perfil', 'business/ProfileScreen', ['business'], ['business'], 'business:profile.title', { kind: 'business' }),
  route('/business-configuration', 'business/BusinessConfigurationScreen', ['business'], ['business'], 'business:configuration.title'),
  route('/business-work-days', 'business/WorkDaysScreen', ['business'], ['business'], 'business:workDays.title'),
  route('/business-services', 'services/ServicesScreen', ['services'], ['staff'], 'staff:services.title'),
  route('/business-managers', 'staff/StaffListScreen', ['staff'], ['staff'], 'staff:managers.title', { kind: 'manager' }),
  route('/business-leaders', 'staff/StaffListScreen', ['staff'], ['staff'], 'staff:leaders.title', { kind: 'leader' }),
  route('/business-manager', 'staff/AddMemberScreen', ['staff'], ['staff'], 'staff:managers.addTitle', { kind: 'manager' }),
  route('/business-leader', 'staff/AddMemberScreen', ['staff'], ['staff'], 'staff:leaders.addTitle', { kind: 'leader' }),
  route('/business-colaborators', 'staff/CollaboratorsScreen', ['staff'], ['staff'], 'staff:collaborators.title'),
  route('/business-colaborator', 'staff/AddCollaboratorScreen', ['staff'], ['staff'], 'staff:collaborators.addTitle'),
  route('/business-team', 'teams/TeamsScreen', ['teams'], ['staff'], 'staff:teams.title'),
  route('/business-clients', 'clients/ClientsScreen', ['clients'], ['clients', 'work'], 'clients:list.title'),
  route('/business-add-client', 'clients/AddClientScreen', ['clientPlanning'], ['clients'], 'clients:add.title'),
  route('/business-clients/dashboard/client', 'clients/ClientDetailScreen', ['clientPlanning'], ['clients'], 'clients:detail.title'),
  route('/business-clients/dashboard/client/budget', 'budget/BudgetScreen', ['budget'], ['clients'], 'clients:budget.title'),
  route('/business-clients/dashboard/calendar', 'calendar/CalendarScreen', ['calendar'], ['calendar'], 'calendar:title'),
  route('/business-clients/dashboard/today', 'board/LiveBoardScreen', ['dayPlanning'], ['day'], 'day:board.title'),
  route('/business-clients/dashboard/task-reports', 'reports/TaskReportsScreen', ['reports'], ['calendar', 'clients', 'work'], 'calendar:reports.title'),
  route('/business-clients/dashboard/work-report', 'reports/WorkReportScreen', ['reports'], ['work'], 'work:title'),
  route('/business-clients/road', 'road/RoadScreen', ['road'], ['road'], 'road:title'),
  route('/business-clients/import', 'imports/ImportScreen', ['imports'], ['transfer'], 'transfer:title.clients', { kind: 'clients' }),
  route('/business-services/import', 'imports/ImportScreen', ['imports'], ['transfer'], 'transfer:title.services', { kind: 'services' }),
  route('/business-colaborators/import', 'imports/ImportScreen', ['imports'], ['transfer'], 'transfer:title.collaborators', { kind: 'collaborators' }),
  route('/business-export', 'exports/ExportScreen', ['exports'], ['transfer'], 'transfer:export.title'),
  route('/account-plan', 'billing/AccountPlanScreen', ['billing'], ['plan'], 'plan:title'),
  route('/sucesso', 'billing/SuccessScreen', [], [], 'common:app.success'),
];

/** The file of a route's screen, relative to src. */
export const screenFile = (entry: Pick<RouteEntry, 'screen'>): string => `features/${entry.screen}.tsx`;

/** The component a screen's file exports: its file name. */
export const screenExport = (entry: Pick<RouteEntry, 'screen'>): string => entry.screen.slice(entry.screen.lastIndexOf('/') + 1);

/** The routes a visitor meets first, whose contexts (the account's at most) stay within the first-page budget. */
export const isFirstPage = (entry: Pick<RouteEntry, 'contexts'>): boolean => entry.contexts.every((name) => name === 'account');
