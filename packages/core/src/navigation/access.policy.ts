// Which routes each sign-in state, role and activation state may open (000 section 2),
// where the loading screen sends each person, and what happens on a route they may not open.
import type { ActivationState, Role, User } from '../account/user.entity';
import { isKnownRoute, ROUTES, type RoutePath } from './routes';

/** Who is looking at the app: nobody signed in, or a user with a role and activation state. */
export type Viewer = null | Pick<User, 'role' | 'activation'>;

const R = ROUTES;

const ALWAYS: readonly RoutePath[] = [R.loading, R.home, R.useTerms, R.contactUs];
const SIGNED_OUT_ONLY: readonly RoutePath[] = [R.login, R.createAccount, R.requestCode, R.forgotPassword];

const CLIENT_ROUTES: readonly RoutePath[] = [
  R.businessClients,
  R.businessAddClient,
  R.clientDetail,
  R.clientBudget,
  R.calendar,
  R.taskReports,
  R.workReport,
  R.road,
];

const EMPLOYER_ROUTES: readonly RoutePath[] = [
  R.dashboard,
  R.businessConfiguration,
  R.businessWorkDays,
  R.accountPlan,
  R.paymentSuccess,
  R.businessServices,
  R.businessManagers,
  R.businessManager,
  R.businessLeaders,
  R.businessLeader,
  R.businessCollaborators,
  R.businessCollaborator,
  R.businessTeam,
  R.businessProfile,
  R.liveBoard,
  ...CLIENT_ROUTES,
];

/** Bringing data in and taking it out (issue 26): the owner and managers, who run the business's records; not leaders (ADR 0046). */
const DATA_ROUTES: readonly RoutePath[] = [R.clientImport, R.serviceImport, R.collaboratorImport, R.dataExport];

const OWNER_ONLY: readonly RoutePath[] = [R.businessConfiguration, R.accountPlan, R.paymentSuccess, R.businessManagers, R.businessManager];
const MANAGER_ROUTES: readonly RoutePath[] = [...EMPLOYER_ROUTES, ...DATA_ROUTES].filter((r) => !OWNER_ONLY.includes(r));
const LEADER_ROUTES: readonly RoutePath[] = EMPLOYER_ROUTES.filter((r) => !OWNER_ONLY.includes(r));

const ROUTES_BY_ROLE: Readonly<Record<Exclude<Role, 'default'>, readonly RoutePath[]>> = {
  freelancer: [R.dashboard, R.freelancerProfile],
  employer: [...EMPLOYER_ROUTES, ...DATA_ROUTES],
  manager: MANAGER_ROUTES,
  // The live board is the owner's and the managers' view of the day (issue 25).
  leader: LEADER_ROUTES.filter((r) => r !== R.liveBoard),
};

/** The routes a viewer may open, beyond the always-available ones. */
export function routesFor(viewer: Viewer): readonly RoutePath[] {
  if (!viewer) return SIGNED_OUT_ONLY;
  const stateRoutes: Record<ActivationState, readonly RoutePath[]> = {
    handle: [R.activateAccount],
    inactive: [R.disabled],
    activated:
      viewer.role === 'default' ? [R.chooseRole, R.roleFreelancer, R.roleBusiness] : ROUTES_BY_ROLE[viewer.role],
  };
  return stateRoutes[viewer.activation];
}

/** Where /loading sends a viewer. A disabled account goes to /user/disabled. */
export function loadingDestination(viewer: Viewer): RoutePath {
  if (!viewer) return R.login;
  if (viewer.activation === 'inactive') return R.disabled;
  if (viewer.role === 'default') return viewer.activation === 'handle' ? R.activateAccount : R.chooseRole;
  return R.dashboard;
}

export type RouteDecision =
  | { readonly kind: 'open' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'redirect'; readonly to: RoutePath };

/**
 * Decides what opening `path` does. Unknown paths show the catch-all page; a known route the
 * viewer may not open sends a signed-out viewer to /login and a signed-in one to where /loading
 * would (a manager opening /business-managers lands on /dashboard).
 */
export function decideRoute(viewer: Viewer, path: string): RouteDecision {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!isKnownRoute(normalized)) return { kind: 'not-found' };
  if (ALWAYS.includes(normalized) || routesFor(viewer).includes(normalized)) return { kind: 'open' };
  return { kind: 'redirect', to: viewer ? loadingDestination(viewer) : R.login };
}

export const canOpen = (viewer: Viewer, path: string): boolean => decideRoute(viewer, path).kind === 'open';
