// How the dashboard greets the person: a first welcome the first time this device shows them
// their dashboard (a brand-new account, or someone new to this device), "welcome back" after that.
// The documents record no last sign-in and no endpoint is added, so "first" is what this device
// knows: a returning person on a new device is welcomed again, which is true there, and nobody is
// welcomed back on their first visit.
import type { UserId } from './user.entity';
import type { WelcomedPeople } from './welcomed-people.port';

export type Welcome = 'first' | 'again';

export class WelcomePerson {
  /** The answer given in this page load, per person: the greeting stays the same while the app runs. */
  private readonly given = new Map<UserId, Welcome>();

  constructor(private readonly welcomed: WelcomedPeople) {}

  /** The welcome for `userId`; the first one is recorded, so the next page load welcomes them back. */
  execute(userId: UserId): Welcome {
    const given = this.given.get(userId);
    if (given) return given;
    const welcome: Welcome = this.welcomed.has(userId) ? 'again' : 'first';
    if (welcome === 'first') this.welcomed.add(userId);
    this.given.set(userId, welcome);
    return welcome;
  }
}
