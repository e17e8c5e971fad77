// Every route of the app. Screens load lazily, each in its own chunk.
import { ROUTES } from '@fieldteam/core';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './RouteGuard';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const HomeScreen = named(() => import('../features/pages/HomeScreen'), 'HomeScreen');
const LoadingScreen = named(() => import('../features/pages/LoadingScreen'), 'LoadingScreen');
const UseTermsScreen = named(() => import('../features/pages/UseTermsScreen'), 'UseTermsScreen');
const ContactUsScreen = named(() => import('../features/pages/ContactUsScreen'), 'ContactUsScreen');
const DisabledScreen = named(() => import('../features/pages/DisabledScreen'), 'DisabledScreen');
const LoginScreen = named(() => import('../features/account/LoginScreen'), 'LoginScreen');
const CreateAccountScreen = named(() => import('../features/account/CreateAccountScreen'), 'CreateAccountScreen');
const RequestCodeScreen = named(() => import('../features/account/RequestCodeScreen'), 'RequestCodeScreen');
const ForgotPasswordScreen = named(() => import('../features/account/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ActivateAccountScreen = named(() => import('../features/account/ActivateAccountScreen'), 'ActivateAccountScreen');
const ChooseRoleScreen = named(() => import('../features/account/ChooseRoleScreen'), 'ChooseRoleScreen');
const DashboardScreen = named(() => import('../features/dashboard/DashboardScreen'), 'DashboardScreen');
const RoleBusinessScreen = named(() => import('../features/business/RoleBusinessScreen'), 'RoleBusinessScreen');
const RoleFreelancerScreen = named(() => import('../features/business/RoleFreelancerScreen'), 'RoleFreelancerScreen');
const ProfileScreen = lazy(() => import('../features/business/ProfileScreen').then((m) => ({ default: m.ProfileScreen })));
const BusinessConfigurationScreen = named(() => import('../features/business/BusinessConfigurationScreen'), 'BusinessConfigurationScreen');
const WorkDaysScreen = named(() => import('../features/business/WorkDaysScreen'), 'WorkDaysScreen');
const ServicesScreen = named(() => import('../features/services/ServicesScreen'), 'ServicesScreen');
const StaffListScreen = lazy(() => import('../features/staff/StaffListScreen').then((m) => ({ default: m.StaffListScreen })));
const AddMemberScreen = lazy(() => import('../features/staff/AddMemberScreen').then((m) => ({ default: m.AddMemberScreen })));
const CollaboratorsScreen = named(() => import('../features/staff/CollaboratorsScreen'), 'CollaboratorsScreen');
const AddCollaboratorScreen = named(() => import('../features/staff/AddCollaboratorScreen'), 'AddCollaboratorScreen');
const TeamsScreen = named(() => import('../features/teams/TeamsScreen'), 'TeamsScreen');
const ClientsScreen = named(() => import('../features/clients/ClientsScreen'), 'ClientsScreen');
const AddClientScreen = named(() => import('../features/clients/AddClientScreen'), 'AddClientScreen');
const ClientDetailScreen = named(() => import('../features/clients/ClientDetailScreen'), 'ClientDetailScreen');
const BudgetScreen = named(() => import('../features/clients/BudgetScreen'), 'BudgetScreen');
const CalendarScreen = named(() => import('../features/calendar/CalendarScreen'), 'CalendarScreen');
const TaskReportsScreen = named(() => import('../features/reports/TaskReportsScreen'), 'TaskReportsScreen');
// Its own chunk with the charting library: loaded only when this route opens (issue 13).
const WorkReportScreen = named(() => import('../features/reports/WorkReportScreen'), 'WorkReportScreen');
const RoadScreen = named(() => import('../features/road/RoadScreen'), 'RoadScreen');
const AccountPlanScreen = named(() => import('../features/plan/AccountPlanScreen'), 'AccountPlanScreen');
const SuccessScreen = named(() => import('../features/plan/SuccessScreen'), 'SuccessScreen');

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <RouteGuard />,
        children: [
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
          { path: '*', element: null },
        ],
      },
    ],
  },
];
