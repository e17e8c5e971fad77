// The side menu's entries for each sign-in state and role (000 section 2), with the calendar after
// the clients for the business roles: the documents reach it only through the clients page, whose
// card gives way to the road's on a day with visits. The time sheet follows, for the roles that see
// the work report: hours worked are asked for often enough (every pay period) to be one tap away.
import { ROUTES, type RoutePath } from './routes';
import type { Viewer } from './access.policy';

export type MenuItemId =
  | 'home'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'businessRole'
  | 'freelancerRole'
  | 'dashboard'
  | 'profile'
  | 'configuration'
  | 'services'
  | 'managers'
  | 'leaders'
  | 'collaborators'
  | 'clients'
  | 'calendar'
  | 'timeSheet'
  | 'plan'
  | 'logout';

/** A menu entry: a link to a route, or the logout action. */
export type MenuItem = { readonly id: MenuItemId; readonly to: RoutePath } | { readonly id: 'logout' };

const link = (id: Exclude<MenuItemId, 'logout'>, to: RoutePath): MenuItem => ({ id, to });
const LOGOUT: MenuItem = { id: 'logout' };

export function sideMenu(viewer: Viewer): readonly MenuItem[] {
  if (!viewer) {
    // The login entry goes through /loading, which sends a signed-out person to /login.
    return [link('home', ROUTES.home), link('login', ROUTES.loading), link('register', ROUTES.createAccount), link('forgotPassword', ROUTES.requestCode)];
  }
  if (viewer.activation !== 'activated') return [LOGOUT];
  switch (viewer.role) {
    case 'default':
      return [link('businessRole', ROUTES.roleBusiness), link('freelancerRole', ROUTES.roleFreelancer), LOGOUT];
    case 'freelancer':
      return [link('dashboard', ROUTES.dashboard), link('profile', ROUTES.freelancerProfile), LOGOUT];
    case 'employer':
      return [
        link('dashboard', ROUTES.dashboard),
        link('configuration', ROUTES.businessConfiguration),
        link('services', ROUTES.businessServices),
        link('managers', ROUTES.businessManagers),
        link('leaders', ROUTES.businessLeaders),
        link('collaborators', ROUTES.businessCollaborators),
        link('clients', ROUTES.businessClients),
        link('calendar', ROUTES.calendar),
        link('timeSheet', ROUTES.timeSheet),
        // 000 section 6 gives the employer the plan too: without this entry nothing led to it.
        link('plan', ROUTES.accountPlan),
        link('profile', ROUTES.businessProfile),
        LOGOUT,
      ];
    case 'manager':
    case 'leader':
      return [
        link('dashboard', ROUTES.dashboard),
        link('leaders', ROUTES.businessLeaders),
        link('collaborators', ROUTES.businessCollaborators),
        link('clients', ROUTES.businessClients),
        link('calendar', ROUTES.calendar),
        link('timeSheet', ROUTES.timeSheet),
        link('profile', ROUTES.businessProfile),
        LOGOUT,
      ];
  }
}
