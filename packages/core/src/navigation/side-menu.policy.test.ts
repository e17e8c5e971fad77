import { describe, expect, it } from 'vitest';
import { canOpen, type Viewer } from './access.policy';
import { ROUTES } from './routes';
import { sideMenu } from './side-menu.policy';

const v = (role: NonNullable<Viewer>['role'], activation: NonNullable<Viewer>['activation'] = 'activated'): Viewer => ({ role, activation });

describe('sideMenu', () => {
  const ids = (viewer: Viewer) => sideMenu(viewer).map((item) => item.id);
  it.each([
    [null, ['home', 'login', 'register', 'forgotPassword']],
    [v('default'), ['businessRole', 'freelancerRole', 'logout']],
    [v('default', 'handle'), ['logout']],
    [v('freelancer'), ['dashboard', 'profile', 'logout']],
    [v('employer'), ['dashboard', 'configuration', 'services', 'managers', 'leaders', 'collaborators', 'clients', 'calendar', 'plan', 'profile', 'logout']],
    [v('manager'), ['dashboard', 'leaders', 'collaborators', 'clients', 'calendar', 'profile', 'logout']],
    [v('leader'), ['dashboard', 'leaders', 'collaborators', 'clients', 'calendar', 'profile', 'logout']],
  ])('%j', (viewer, expected) => expect(ids(viewer)).toEqual(expected));

  it.each(['employer', 'manager', 'leader'] as const)('gives a %s the calendar, right after the clients', (role) => {
    const menu = sideMenu(v(role));
    const clients = menu.findIndex((item) => item.id === 'clients');
    expect(menu[clients + 1]).toEqual({ id: 'calendar', to: ROUTES.calendar });
  });

  it('the login entry goes through /loading', () => {
    expect(sideMenu(null).find((i) => i.id === 'login')).toEqual({ id: 'login', to: ROUTES.loading });
  });

  it('every link in every menu is a route its viewer may open', () => {
    for (const viewer of [null, v('default'), v('freelancer'), v('employer'), v('manager'), v('leader')]) {
      for (const item of sideMenu(viewer)) if ('to' in item) expect(canOpen(viewer, item.to)).toBe(true);
    }
  });
});
