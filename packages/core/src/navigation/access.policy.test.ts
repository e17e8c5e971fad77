import { describe, expect, it } from 'vitest';
import { afterSignIn, canOpen, decideRoute, loadingDestination, routesFor, signInFor, type Viewer } from './access.policy';

const v = (role: NonNullable<Viewer>['role'], activation: NonNullable<Viewer>['activation'] = 'activated'): Viewer => ({ role, activation });

describe('loadingDestination', () => {
  it.each([
    [null, '/login'],
    [v('default', 'handle'), '/dashboard/user/account/active'],
    [v('default', 'activated'), '/dashboard/user/account/role'],
    [v('employer'), '/dashboard'],
    [v('freelancer'), '/dashboard'],
    [v('manager'), '/dashboard'],
    [v('leader'), '/dashboard'],
    [v('employer', 'inactive'), '/user/disabled'],
  ])('%j -> %s', (viewer, expected) => expect(loadingDestination(viewer)).toBe(expected));
});

describe('route access table', () => {
  const always = ['/', '/loading', '/use-terms', '/contact-us'];
  it.each([null, v('default', 'handle'), v('default'), v('freelancer'), v('employer'), v('manager'), v('leader'), v('employer', 'inactive')])(
    'always-available routes open for %j',
    (viewer) => always.forEach((path) => expect(canOpen(viewer, path)).toBe(true)),
  );

  it('signed-out-only routes', () => {
    for (const path of ['/login', '/create-account', '/request-code', '/forgot-password']) {
      expect(canOpen(null, path)).toBe(true);
      expect(canOpen(v('employer'), path)).toBe(false);
    }
  });

  it('activation states', () => {
    expect(routesFor(v('default', 'handle'))).toEqual(['/dashboard/user/account/active']);
    expect(routesFor(v('employer', 'inactive'))).toEqual(['/user/disabled']);
    expect(routesFor(v('default'))).toEqual(['/dashboard/user/account/role', '/role-freelancer', '/role-business']);
  });

  it('freelancer: dashboard and profile only', () => {
    expect(routesFor(v('freelancer'))).toEqual(['/dashboard', '/freelancer-perfil']);
    expect(canOpen(v('freelancer'), '/business-clients')).toBe(false);
  });

  it('employer: every business route including the client screens and the plan', () => {
    for (const path of ['/business-configuration', '/account-plan', '/sucesso', '/business-managers', '/business-manager', '/business-clients/road', '/business-clients/dashboard/client/budget', '/business-team']) {
      expect(canOpen(v('employer'), path)).toBe(true);
    }
    expect(canOpen(v('employer'), '/freelancer-perfil')).toBe(false);
  });

  it.each(['manager', 'leader'] as const)('%s: the employer set minus configuration, plan, success and managers (and the live board for a leader)', (role) => {
    const staff = routesFor(v(role));
    const employer = routesFor(v('employer'));
    const data = ['/business-clients/import', '/business-colaborators/import', '/business-export', '/business-services/import'];
    expect(employer.filter((r) => !staff.includes(r)).sort()).toEqual(
      ['/account-plan', '/business-configuration', '/business-manager', '/business-managers', '/sucesso', ...(role === 'leader' ? [...data, '/business-clients/dashboard/today'] : [])].sort(),
    );
    expect(canOpen(v(role), '/business-work-days')).toBe(true);
  });

  it('lets the owner and managers import and export, and sends a leader to the dashboard', () => {
    for (const path of ['/business-clients/import', '/business-services/import', '/business-colaborators/import', '/business-export']) {
      expect(canOpen(v('employer'), path)).toBe(true);
      expect(canOpen(v('manager'), path)).toBe(true);
      expect(decideRoute(v('leader'), path)).toEqual({ kind: 'redirect', to: '/dashboard' });
      expect(decideRoute(null, path)).toEqual({ kind: 'redirect', to: '/login' });
      expect(canOpen(v('freelancer'), path)).toBe(false);
    }
  });
});

describe('decideRoute', () => {
  it('sends a manager opening /business-managers to /dashboard', () => {
    expect(decideRoute(v('manager'), '/business-managers')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('sends a signed-out person opening a private route to /login', () => {
    expect(decideRoute(null, '/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('sends a signed-in person opening /login to their start page', () => {
    expect(decideRoute(v('default', 'handle'), '/login')).toEqual({ kind: 'redirect', to: '/dashboard/user/account/active' });
  });
  it('shows the catch-all page for unknown paths', () => {
    expect(decideRoute(v('employer'), '/no-such-page')).toEqual({ kind: 'not-found' });
    expect(decideRoute(null, '/dashboard/unknown')).toEqual({ kind: 'not-found' });
  });
  it('ignores a trailing slash', () => {
    expect(decideRoute(v('employer'), '/dashboard/')).toEqual({ kind: 'open' });
  });
});

describe('a deep link opened while signed out', () => {
  it('the sign-in page remembers the page asked for, with its query', () => {
    expect(signInFor('/business-clients/dashboard/client?id=c1')).toBe('/login?next=%2Fbusiness-clients%2Fdashboard%2Fclient%3Fid%3Dc1');
    expect(signInFor('/business-clients/road')).toBe('/login?next=%2Fbusiness-clients%2Froad');
  });

  it('remembers nothing for a page anyone opens, a signed-out page or an unknown one', () => {
    for (const path of ['/', '/loading', '/login', '/create-account', '/nowhere']) expect(signInFor(path)).toBe('/login');
  });

  it('after signing in, lands on the page asked for when the person may open it', () => {
    expect(afterSignIn(v('leader'), '/dashboard', '/business-clients/road')).toBe('/business-clients/road');
    expect(afterSignIn(v('employer'), '/dashboard', '/business-clients/dashboard/client?id=c1')).toBe('/business-clients/dashboard/client?id=c1');
  });

  it("a page the person may not open, another site's address or nothing asked: where the server said", () => {
    expect(afterSignIn(v('manager'), '/dashboard', '/account-plan')).toBe('/dashboard');
    expect(afterSignIn(v('employer'), '/dashboard', '//evil.example/dashboard')).toBe('/dashboard');
    expect(afterSignIn(v('employer'), '/dashboard', 'https://evil.example/')).toBe('/dashboard');
    expect(afterSignIn(v('employer'), '/dashboard', '/\\evil.example')).toBe('/dashboard');
    expect(afterSignIn(v('employer'), '/dashboard', null)).toBe('/dashboard');
  });

  it('an account to activate or a role to choose comes first', () => {
    expect(afterSignIn(v('default', 'handle'), '/dashboard/user/account/active', '/business-clients/road')).toBe('/dashboard/user/account/active');
    expect(afterSignIn(v('default'), '/dashboard/user/account/role', '/business-clients/road')).toBe('/dashboard/user/account/role');
  });
});
