// Who has already been welcomed on this device's dashboard (browser storage in the app): kept
// across sign-outs, so that a person coming back is told "welcome back" and only then.
import type { UserId } from './user.entity';

export interface WelcomedPeople {
  has(userId: UserId): boolean;
  add(userId: UserId): void;
}
