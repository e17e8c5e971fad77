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
    [v('employer'), ['dashboard', 'configuration', 'services', 'managers', 'leaders', 'collaborators', 'clients', 'calendar', 'timeSheet', 'plan', 'profile', 'logout']],
    [v('manager'), ['dashboard', 'leaders', 'collaborators', 'clients', 'calendar', 'timeSheet', 'profile', 'logout']],
    [v('leader'), ['dashboard', 'leaders', 'collaborators', 'clients', 'calendar', 'timeSheet', 'profile', 'logout']],
  ])('%j', (viewer, expected) => expect(ids(viewer)).toEqual(expected));

  it.each(['employer', 'manager', 'leader'] as const)('gives a %s the calendar, right after the clients', (role) => {
    const menu = sideMenu(v(role));
    const clients = menu.findIndex((item) => item.id === 'clients');
    expect(menu[clients + 1]).toEqual({ id: 'calendar', to: ROUTES.calendar });
  });

  it.each(['employer', 'manager', 'leader'] as const)('gives a %s the time sheet, right after the calendar, as it may open the work report', (role) => {
    const menu = sideMenu(v(role));
    const calendar = menu.findIndex((item) => item.id === 'calendar');
    expect(menu[calendar + 1]).toEqual({ id: 'timeSheet', to: ROUTES.timeSheet });
    expect(canOpen(v(role), ROUTES.workReport)).toBe(true);
    expect(canOpen(v(role), ROUTES.timeSheet)).toBe(true);
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
