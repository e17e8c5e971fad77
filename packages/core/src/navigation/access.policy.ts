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
  R.timeSheet,
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

/** Bringing data in and taking it out: the owner and managers, who run the business's records; not leaders. */
const DATA_ROUTES: readonly RoutePath[] = [R.clientImport, R.serviceImport, R.collaboratorImport, R.dataExport];

const OWNER_ONLY: readonly RoutePath[] = [R.businessConfiguration, R.accountPlan, R.paymentSuccess, R.businessManagers, R.businessManager];
const MANAGER_ROUTES: readonly RoutePath[] = [...EMPLOYER_ROUTES, ...DATA_ROUTES].filter((r) => !OWNER_ONLY.includes(r));
const LEADER_ROUTES: readonly RoutePath[] = EMPLOYER_ROUTES.filter((r) => !OWNER_ONLY.includes(r));

const ROUTES_BY_ROLE: Readonly<Record<Exclude<Role, 'default'>, readonly RoutePath[]>> = {
  freelancer: [R.dashboard, R.freelancerProfile],
  employer: [...EMPLOYER_ROUTES, ...DATA_ROUTES],
  manager: MANAGER_ROUTES,
  // The live board is the owner's and the managers' view of the day.
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

/**
 * The sign-in page for a signed-out person who opened `asked` (a path with its query): the page
 * remembers it, so that signing in lands there and not on the dashboard.
 */
export function signInFor(asked: string): string {
  const path = asked.split(/[?#]/)[0] ?? '';
  const remember = isKnownRoute(path) && !ALWAYS.includes(path as RoutePath) && !SIGNED_OUT_ONLY.includes(path as RoutePath);
  return remember ? `${R.login}?next=${encodeURIComponent(asked)}` : R.login;
}

/**
 * Where a person who has just signed in goes: the page they asked for before signing in when it
 * is one of this app's (a path of its own, never another site's) and they may open it, and only
 * when the server sent them to their usual destination (an account to activate or a role to
 * choose comes first); else where the server said.
 */
export function afterSignIn(viewer: Viewer, serverNext: string, asked: string | null): string {
  if (!viewer || asked === null || !asked.startsWith('/') || asked.startsWith('//') || asked.includes('\\')) return serverNext;
  if (serverNext !== loadingDestination(viewer)) return serverNext;
  const path = asked.split(/[?#]/)[0] ?? '';
  return isKnownRoute(path) && canOpen(viewer, path) ? asked : serverNext;
}
