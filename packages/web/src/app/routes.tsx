// Every route of the app. Screens load lazily, each in its own chunk, together with the DI modules
// of the contexts they name and the namespaces of texts they show beside the shell's (decision
// 0028): the home page needs no context and the home texts, the sign-in page the account's.
// app-router.tsx renders the table with wouter, in this order, inside the layout and the route
// guard (which shows the not-found page itself). scripts/check-bundle-budget.mjs and
// route-preloads.ts read this file: keep the `routeScreen(...)` declarations, and one entry a line
// with its path and element.
import { ROUTES } from '@fieldteam/core';
import type { ReactNode } from 'react';
import { routeScreen } from './route-screen';

const HomeScreen = routeScreen([], () => import('../features/pages/HomeScreen'), 'HomeScreen', ['home']);
const LoadingScreen = routeScreen([], () => import('../features/pages/LoadingScreen'), 'LoadingScreen');
const UseTermsScreen = routeScreen([], () => import('../features/pages/UseTermsScreen'), 'UseTermsScreen', ['pages']);
const ContactUsScreen = routeScreen([], () => import('../features/pages/ContactUsScreen'), 'ContactUsScreen', ['pages']);
const DisabledScreen = routeScreen([], () => import('../features/pages/DisabledScreen'), 'DisabledScreen', ['pages']);
const LoginScreen = routeScreen(['account'], () => import('../features/account/LoginScreen'), 'LoginScreen', ['account']);
const CreateAccountScreen = routeScreen(['account'], () => import('../features/account/CreateAccountScreen'), 'CreateAccountScreen', ['account']);
const RequestCodeScreen = routeScreen(['account'], () => import('../features/account/RequestCodeScreen'), 'RequestCodeScreen', ['account']);
const ForgotPasswordScreen = routeScreen(['account'], () => import('../features/account/ForgotPasswordScreen'), 'ForgotPasswordScreen', ['account']);
const ActivateAccountScreen = routeScreen(['account'], () => import('../features/account/ActivateAccountScreen'), 'ActivateAccountScreen', ['account']);
const ChooseRoleScreen = routeScreen([], () => import('../features/account/ChooseRoleScreen'), 'ChooseRoleScreen', ['account']);
const DashboardScreen = routeScreen([], () => import('../features/dashboard/DashboardScreen'), 'DashboardScreen', ['pages']);
const RoleBusinessScreen = routeScreen(['business'], () => import('../features/business/RoleBusinessScreen'), 'RoleBusinessScreen', ['business']);
const RoleFreelancerScreen = routeScreen(['business'], () => import('../features/business/RoleFreelancerScreen'), 'RoleFreelancerScreen', ['business']);
const ProfileScreen = routeScreen(['business'], () => import('../features/business/ProfileScreen'), 'ProfileScreen', ['business']);
const BusinessConfigurationScreen = routeScreen(['business'], () => import('../features/business/BusinessConfigurationScreen'), 'BusinessConfigurationScreen', ['business']);
const WorkDaysScreen = routeScreen(['business'], () => import('../features/business/WorkDaysScreen'), 'WorkDaysScreen', ['business']);
const ServicesScreen = routeScreen(['services'], () => import('../features/services/ServicesScreen'), 'ServicesScreen', ['staff']);
const StaffListScreen = routeScreen(['staff'], () => import('../features/staff/StaffListScreen'), 'StaffListScreen', ['staff']);
const AddMemberScreen = routeScreen(['staff'], () => import('../features/staff/AddMemberScreen'), 'AddMemberScreen', ['staff']);
const CollaboratorsScreen = routeScreen(['staff'], () => import('../features/staff/CollaboratorsScreen'), 'CollaboratorsScreen', ['staff']);
const AddCollaboratorScreen = routeScreen(['staff'], () => import('../features/staff/AddCollaboratorScreen'), 'AddCollaboratorScreen', ['staff']);
const TeamsScreen = routeScreen(['teams'], () => import('../features/teams/TeamsScreen'), 'TeamsScreen', ['staff']);
const ClientsScreen = routeScreen(['clients'], () => import('../features/clients/ClientsScreen'), 'ClientsScreen', ['clients', 'work']);
const AddClientScreen = routeScreen(['clientPlanning'], () => import('../features/clients/AddClientScreen'), 'AddClientScreen', ['clients']);
const ClientDetailScreen = routeScreen(['clientPlanning'], () => import('../features/clients/ClientDetailScreen'), 'ClientDetailScreen', ['clients']);
const BudgetScreen = routeScreen(['clientPlanning'], () => import('../features/clients/BudgetScreen'), 'BudgetScreen', ['clients']);
const CalendarScreen = routeScreen(['calendar'], () => import('../features/calendar/CalendarScreen'), 'CalendarScreen', ['calendar']);
const TaskReportsScreen = routeScreen(['reports'], () => import('../features/reports/TaskReportsScreen'), 'TaskReportsScreen', ['calendar', 'clients', 'work']);
// Its own chunk with the charting library: loaded only when this route opens (issue 13).
const WorkReportScreen = routeScreen(['reports'], () => import('../features/reports/WorkReportScreen'), 'WorkReportScreen', ['work']);
const RoadScreen = routeScreen(['road'], () => import('../features/road/RoadScreen'), 'RoadScreen', ['road', 'clients']);
const AccountPlanScreen = routeScreen(['billing'], () => import('../features/plan/AccountPlanScreen'), 'AccountPlanScreen', ['plan']);
const SuccessScreen = routeScreen([], () => import('../features/plan/SuccessScreen'), 'SuccessScreen');

/** A page: its path and what it renders. */
export interface AppRoute {
  readonly path: string;
  readonly element: ReactNode;
}

export const appRoutes: readonly AppRoute[] = [
  { path: ROUTES.home, element: <HomeScreen /> },
  { path: ROUTES.loading, element: <LoadingScreen /> },
  { path: ROUTES.useTerms, element: <UseTermsScreen /> },
  { path: ROUTES.contactUs, element: <ContactUsScreen /> },
  { path: ROUTES.login, element: <LoginScreen /> },
  { path: ROUTES.createAccount, element: <CreateAccountScreen /> },
  { path: ROUTES.requestCode, element: <RequestCodeScreen /> },
  { path: ROUTES.forgotPassword, element: <ForgotPasswordScreen /> },
  { path: ROUTES.activateAccount, element: <ActivateAccountScreen /> },
  { path: ROUTES.chooseRole, element: <ChooseRoleScreen /> },
  { path: ROUTES.roleBusiness, element: <RoleBusinessScreen /> },
  { path: ROUTES.roleFreelancer, element: <RoleFreelancerScreen /> },
  { path: ROUTES.disabled, element: <DisabledScreen /> },
  { path: ROUTES.dashboard, element: <DashboardScreen /> },
  { path: ROUTES.freelancerProfile, element: <ProfileScreen key="freelancer" kind="freelancer" /> },
  { path: ROUTES.businessProfile, element: <ProfileScreen key="business" kind="business" /> },
  { path: ROUTES.businessConfiguration, element: <BusinessConfigurationScreen /> },
  { path: ROUTES.businessWorkDays, element: <WorkDaysScreen /> },
  { path: ROUTES.businessServices, element: <ServicesScreen /> },
  { path: ROUTES.businessManagers, element: <StaffListScreen key="managers" kind="manager" /> },
  { path: ROUTES.businessLeaders, element: <StaffListScreen key="leaders" kind="leader" /> },
  { path: ROUTES.businessManager, element: <AddMemberScreen key="manager" kind="manager" /> },
  { path: ROUTES.businessLeader, element: <AddMemberScreen key="leader" kind="leader" /> },
  { path: ROUTES.businessCollaborators, element: <CollaboratorsScreen /> },
  { path: ROUTES.businessCollaborator, element: <AddCollaboratorScreen /> },
  { path: ROUTES.businessTeam, element: <TeamsScreen /> },
  { path: ROUTES.businessClients, element: <ClientsScreen /> },
  { path: ROUTES.businessAddClient, element: <AddClientScreen /> },
  { path: ROUTES.clientDetail, element: <ClientDetailScreen /> },
  { path: ROUTES.clientBudget, element: <BudgetScreen /> },
  { path: ROUTES.calendar, element: <CalendarScreen /> },
  { path: ROUTES.taskReports, element: <TaskReportsScreen /> },
  { path: ROUTES.workReport, element: <WorkReportScreen /> },
  { path: ROUTES.road, element: <RoadScreen /> },
  { path: ROUTES.accountPlan, element: <AccountPlanScreen /> },
  { path: ROUTES.paymentSuccess, element: <SuccessScreen /> },
  // Any other path: the route guard shows the not-found page.
  { path: '*', element: null },
];
