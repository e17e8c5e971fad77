// The signed-in person as the app knows them, and the session that carries their token.
import type { CacheScope } from '../shared/cache.port';

export const ROLES = ['default', 'freelancer', 'employer', 'manager', 'leader'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIVATION_STATES = ['handle', 'activated', 'inactive'] as const;
/** `handle`: registered, waiting for the e-mailed code; `activated`; `inactive`: disabled. */
export type ActivationState = (typeof ACTIVATION_STATES)[number];

export type UserId = string;

export interface User {
  readonly id: UserId;
  /** Null for a business owner or freelancer; the owner's id for managers and leaders. */
  readonly createdById: UserId | null;
  readonly name: string;
  readonly surname: string;
  readonly username: string | null;
  readonly email: string;
  readonly docId: string | null;
  readonly phone: string | null;
  readonly address: Address | null;
  readonly role: Role;
  readonly activation: ActivationState;
}

export interface Address {
  readonly description: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly complement: string | null;
}

export interface Session {
  readonly user: User;
  readonly token: string;
}

/** What every authenticated call carries: the user's e-mail and token. */
export interface Credentials {
  readonly email: string;
  readonly token: string;
}

export const credentialsOf = (session: Session): Credentials => ({ email: session.user.email, token: session.token });

/** Business data belongs to the owner: the user's own id when createdById is null, else createdById. */
export const ownerIdOf = (user: Pick<User, 'id' | 'createdById'>): UserId => user.createdById ?? user.id;

/** The scope of the records this person caches: theirs, in their business. */
export const cacheScopeOf = (user: Pick<User, 'id' | 'createdById'>): CacheScope => ({ userId: user.id, ownerId: ownerIdOf(user) });

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isActivationState = (value: unknown): value is ActivationState =>
  typeof value === 'string' && (ACTIVATION_STATES as readonly string[]).includes(value);

export const fullName = (user: Pick<User, 'name' | 'surname'>): string => `${user.name} ${user.surname}`.trim();
