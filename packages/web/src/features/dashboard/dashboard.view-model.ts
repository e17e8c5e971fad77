// /dashboard's greeting: a first welcome the first time this device shows the person their
// dashboard (a brand-new account is greeted so, not "welcome back"), "welcome back" after that
// (core's WelcomePerson).
import type { Welcome, WelcomePerson } from '@fieldteam/core';
import type { SessionViewModel } from '../../shared/session.view-model';

export class DashboardViewModel {
  /** Null when nobody is signed in (the screen shows nothing then). */
  readonly welcome: Welcome | null;

  constructor(session: Pick<SessionViewModel, 'user'>, welcomePerson: Pick<WelcomePerson, 'execute'>) {
    const user = session.user;
    this.welcome = user ? welcomePerson.execute(user.id) : null;
  }
}
