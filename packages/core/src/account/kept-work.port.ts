// What the device does with a person's work when their session ends. While a session
// lives, its person's records (visit actions, visits in progress, the day move, the imports) are
// kept as they are. When the server ends the session they are sealed under a key made from the
// person's password at sign-in, which then goes: only that person, signing in again, opens them.
// An explicit sign-out removes them with the key. The adapter also drops what is past its bound.
import type { User, UserId } from './user.entity';

export interface KeptWorkOpened {
  /** Work sealed for this person could not be opened (sealed under a password changed since) and was removed. */
  readonly lost: boolean;
}

export interface KeptWork {
  /**
   * At sign-in, before the session is stored: the person's key for the session, made from their
   * password, and the work sealed for them put back in place.
   */
  open(user: User, password: string): Promise<KeptWorkOpened>;
  /** The server ended the session (already cleared here): the person's records sealed under their key, and the key removed. */
  seal(user: User): Promise<void>;
  /** An explicit sign-out (the session already cleared): every record of the person, sealed or not, and their key removed. */
  forget(userId: UserId): Promise<void>;
}
