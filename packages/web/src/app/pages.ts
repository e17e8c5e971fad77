// Every page of the app: its path, its screen, the context module it loads (with the modules that
// one uses), the namespaces of texts its screen shows beyond the shell's, and its title. Each
// import is one an editor can follow; the build's route preloads and the bundle budgets read the
// same imports from this file's syntax (scripts/route-sources.mjs).
import type { ComponentType } from 'react';
import type { ContextModule } from '../di/context-module';
import type { Namespace } from '../i18n/languages';

export interface Page {
  readonly path: string;
  readonly screen: () => Promise<ComponentType<never>>;
  readonly context?: () => Promise<{ readonly default: ContextModule }>;
  readonly texts: readonly Namespace[];
  /** The page's title, a text key (`namespace:key`) of the route's namespaces or the shell's. */
  readonly title: string;
  readonly props?: Readonly<Record<string, string>>;
  /** A page a visitor meets before signing in to a business: its code stays out of what signed-in pages share, and the home and sign-in pages keep to their budget. */
  readonly firstVisit?: boolean;
  /**
   * When the page draws on a cold start: by default once its context's module is loaded and what
   * it waits for (the business's zone) is known. 'frame': at once, its screen drawing its frame
   * (usePageReady) until its module is loaded and ready (the calendar, the road).
   * 'frame-before-ready': its frame at once, its screen once its module is loaded, asking what it
   * waits for after drawing (a page that computes no date: the client list beside adding a client).
   * Later loads all wait, which is quick then.
   */
  readonly draws?: 'frame' | 'frame-before-ready';
}

const page = (path: string, spec: Omit<Page, 'path'>): Page => ({ path, ...spec });

export const PAGES: readonly Page[] = [
  page('/', { firstVisit: true, screen: () => import('../features/pages/HomeScreen').then((m) => m.HomeScreen), texts: ['home'], title: 'common:app.name' }),
  page('/loading', { firstVisit: true, screen: () => import('../features/pages/LoadingScreen').then((m) => m.LoadingScreen), texts: [], title: 'common:loading.title' }),
  page('/use-terms', { firstVisit: true, screen: () => import('../features/pages/UseTermsScreen').then((m) => m.UseTermsScreen), texts: ['pages'], title: 'pages:useTerms.title' }),
  page('/contact-us', { firstVisit: true, screen: () => import('../features/pages/ContactUsScreen').then((m) => m.ContactUsScreen), texts: ['pages'], title: 'pages:contact.title' }),
  page('/login', { firstVisit: true, screen: () => import('../features/account/LoginScreen').then((m) => m.LoginScreen), context: () => import('../di/account.module'), texts: ['account'], title: 'account:login.title' }),
  page('/create-account', { firstVisit: true, screen: () => import('../features/account/CreateAccountScreen').then((m) => m.CreateAccountScreen), context: () => import('../di/account.module'), texts: ['account'], title: 'account:register.title' }),
  page('/request-code', { firstVisit: true, screen: () => import('../features/account/RequestCodeScreen').then((m) => m.RequestCodeScreen), context: () => import('../di/account.module'), texts: ['account'], title: 'account:requestCode.title' }),
  page('/forgot-password', { firstVisit: true, screen: () => import('../features/account/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen), context: () => import('../di/account.module'), texts: ['account'], title: 'account:forgotPassword.title' }),
  page('/dashboard/user/account/active', { firstVisit: true, screen: () => import('../features/account/ActivateAccountScreen').then((m) => m.ActivateAccountScreen), context: () => import('../di/account.module'), texts: ['account'], title: 'account:activate.title' }),
  page('/dashboard/user/account/role', { firstVisit: true, screen: () => import('../features/account/ChooseRoleScreen').then((m) => m.ChooseRoleScreen), texts: ['account'], title: 'account:role.title' }),
  page('/role-business', { screen: () => import('../features/business/RoleBusinessScreen').then((m) => m.RoleBusinessScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:setup.businessTitle' }),
  page('/role-freelancer', { screen: () => import('../features/business/RoleFreelancerScreen').then((m) => m.RoleFreelancerScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:setup.freelancerTitle' }),
  page('/user/disabled', { firstVisit: true, screen: () => import('../features/pages/DisabledScreen').then((m) => m.DisabledScreen), texts: ['pages'], title: 'pages:disabled.title' }),
  page('/dashboard', { screen: () => import('../features/dashboard/DashboardScreen').then((m) => m.DashboardScreen), texts: ['pages'], title: 'pages:dashboard.title' }),
  page('/freelancer-perfil', { screen: () => import('../features/business/ProfileScreen').then((m) => m.ProfileScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:profile.title', props: { kind: 'freelancer' } }),
  page('/business-perfil', { screen: () => import('../features/business/ProfileScreen').then((m) => m.ProfileScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:profile.title', props: { kind: 'business' } }),
  page('/business-configuration', { screen: () => import('../features/business/BusinessConfigurationScreen').then((m) => m.BusinessConfigurationScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:configuration.title' }),
  page('/business-work-days', { screen: () => import('../features/business/WorkDaysScreen').then((m) => m.WorkDaysScreen), context: () => import('../di/business.module'), texts: ['business'], title: 'business:workDays.title' }),
  page('/business-services', { screen: () => import('../features/services/ServicesScreen').then((m) => m.ServicesScreen), context: () => import('../di/services.module'), texts: ['staff'], title: 'staff:services.title' }),
  page('/business-managers', { screen: () => import('../features/staff/StaffListScreen').then((m) => m.StaffListScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:managers.title', props: { kind: 'manager' } }),
  page('/business-leaders', { screen: () => import('../features/staff/StaffListScreen').then((m) => m.StaffListScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:leaders.title', props: { kind: 'leader' } }),
  page('/business-manager', { screen: () => import('../features/staff/AddMemberScreen').then((m) => m.AddMemberScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:managers.addTitle', props: { kind: 'manager' } }),
  page('/business-leader', { screen: () => import('../features/staff/AddMemberScreen').then((m) => m.AddMemberScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:leaders.addTitle', props: { kind: 'leader' } }),
  page('/business-colaborators', { screen: () => import('../features/staff/CollaboratorsScreen').then((m) => m.CollaboratorsScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:collaborators.title' }),
  page('/business-colaborator', { screen: () => import('../features/staff/AddCollaboratorScreen').then((m) => m.AddCollaboratorScreen), context: () => import('../di/staff.module'), texts: ['staff'], title: 'staff:collaborators.addTitle' }),
  page('/business-team', { screen: () => import('../features/teams/TeamsScreen').then((m) => m.TeamsScreen), context: () => import('../di/teams.module'), texts: ['staff'], title: 'staff:teams.title' }),
  page('/business-clients', { draws: 'frame-before-ready', screen: () => import('../features/clients/ClientsScreen').then((m) => m.ClientsScreen), context: () => import('../di/client-list.module'), texts: ['clients', 'work'], title: 'clients:list.title' }),
  page('/business-add-client', { screen: () => import('../features/clients/AddClientScreen').then((m) => m.AddClientScreen), context: () => import('../di/clients.module'), texts: ['clients', 'capacity'], title: 'clients:add.title' }),
  page('/business-clients/dashboard/client', { screen: () => import('../features/clients/ClientDetailScreen').then((m) => m.ClientDetailScreen), context: () => import('../di/clients.module'), texts: ['clients', 'capacity'], title: 'clients:detail.title' }),
  page('/business-clients/dashboard/client/budget', { screen: () => import('../features/budget/BudgetScreen').then((m) => m.BudgetScreen), context: () => import('../di/budget.module'), texts: ['clients'], title: 'clients:budget.title' }),
  page('/business-clients/dashboard/calendar', { draws: 'frame', screen: () => import('../features/calendar/CalendarScreen').then((m) => m.CalendarScreen), context: () => import('../di/calendar.module'), texts: ['calendar', 'day', 'road'], title: 'calendar:title' }),
  page('/business-clients/dashboard/today', { screen: () => import('../features/board/LiveBoardScreen').then((m) => m.LiveBoardScreen), context: () => import('../di/board.module'), texts: ['day'], title: 'day:board.title' }),
  page('/business-clients/dashboard/task-reports', { screen: () => import('../features/reports/TaskReportsScreen').then((m) => m.TaskReportsScreen), context: () => import('../di/reports.module'), texts: ['calendar', 'clients', 'work'], title: 'calendar:reports.title' }),
  page('/business-clients/dashboard/work-report', { screen: () => import('../features/reports/WorkReportScreen').then((m) => m.WorkReportScreen), context: () => import('../di/reports.module'), texts: ['work'], title: 'work:title' }),
  page('/business-clients/dashboard/time-sheet', { screen: () => import('../features/reports/TimeSheetScreen').then((m) => m.TimeSheetScreen), context: () => import('../di/time-sheet.module'), texts: ['work'], title: 'work:sheet.title' }),
  page('/business-clients/road', { draws: 'frame', screen: () => import('../features/road/RoadScreen').then((m) => m.RoadScreen), context: () => import('../di/road.module'), texts: ['road'], title: 'road:title' }),
  page('/business-clients/import', { screen: () => import('../features/imports/ImportScreen').then((m) => m.ImportScreen), context: () => import('../di/imports.module'), texts: ['transfer'], title: 'transfer:title.clients', props: { kind: 'clients' } }),
  page('/business-services/import', { screen: () => import('../features/imports/ImportScreen').then((m) => m.ImportScreen), context: () => import('../di/imports.module'), texts: ['transfer'], title: 'transfer:title.services', props: { kind: 'services' } }),
  page('/business-colaborators/import', { screen: () => import('../features/imports/ImportScreen').then((m) => m.ImportScreen), context: () => import('../di/imports.module'), texts: ['transfer'], title: 'transfer:title.collaborators', props: { kind: 'collaborators' } }),
  page('/business-export', { screen: () => import('../features/exports/ExportScreen').then((m) => m.ExportScreen), context: () => import('../di/exports.module'), texts: ['transfer'], title: 'transfer:export.title' }),
  page('/account-plan', { screen: () => import('../features/billing/AccountPlanScreen').then((m) => m.AccountPlanScreen), context: () => import('../di/billing.module'), texts: ['plan'], title: 'plan:title' }),
  page('/sucesso', { firstVisit: true, screen: () => import('../features/billing/SuccessScreen').then((m) => m.SuccessScreen), texts: [], title: 'common:app.success' }),
];
