// The work a device keeps beyond a session, in memory: what was sealed for whom, under which
// password, and what each call did.
import type { KeptWork, KeptWorkOpened } from '../account/kept-work.port';
import type { User, UserId } from '../account/user.entity';

export class MemoryKeptWork implements KeptWork {
  readonly calls: string[] = [];
  /** The password of each person signed in since, as the key would be made from it. */
  readonly passwords = new Map<UserId, string>();
  /** The people whose work is sealed, with the password it was sealed under. */
  readonly sealed = new Map<UserId, string>();

  open(user: User, password: string): Promise<KeptWorkOpened> {
    this.calls.push(`open ${user.id}`);
    const sealedUnder = this.sealed.get(user.id);
    this.sealed.delete(user.id);
    this.passwords.set(user.id, password);
    return Promise.resolve({ lost: sealedUnder !== undefined && sealedUnder !== password });
  }

  seal(user: User): Promise<void> {
    this.calls.push(`seal ${user.id}`);
    const password = this.passwords.get(user.id);
    if (password !== undefined) this.sealed.set(user.id, password);
    this.passwords.delete(user.id);
    return Promise.resolve();
  }

  forget(userId: UserId): Promise<void> {
    this.calls.push(`forget ${userId}`);
    this.passwords.delete(userId);
    this.sealed.delete(userId);
    return Promise.resolve();
  }
}
