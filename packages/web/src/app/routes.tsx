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
const RoleSetupScreen = lazy(() => import('../features/account/RoleSetupScreen').then((m) => ({ default: m.RoleSetupScreen })));

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
          { path: ROUTES.roleBusiness, element: <RoleSetupScreen kind="business" /> },
          { path: ROUTES.roleFreelancer, element: <RoleSetupScreen kind="freelancer" /> },
          { path: ROUTES.disabled, element: <DisabledScreen /> },
          { path: ROUTES.dashboard, element: <DashboardScreen /> },
          { path: '*', element: null },
        ],
      },
    ],
  },
];
