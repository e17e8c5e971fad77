// Ready-made signed-in sessions for use-case tests.
import { cacheScopeOf, credentialsOf, type Credentials, type Role, type Session } from '../account/user.entity';
import type { CacheScope } from '../shared/cache.port';
import { MemorySessionStore } from './memory-session.store';

export function sessionFor(role: Role, overrides: { id?: string; createdById?: string | null } = {}): Session {
  return {
    token: `token-${role}`,
    user: {
      id: overrides.id ?? `${role}-1`,
      createdById: overrides.createdById ?? null,
      name: 'Ana',
      surname: 'Lima',
      username: 'ana.lima',
      email: `${role}@example.com`,
      docId: '12345678901',
      phone: null,
      address: null,
      role,
      activation: 'activated',
    },
  };
}

export const signedInStore = (role: Role, overrides?: { id?: string; createdById?: string | null }) => new MemorySessionStore(sessionFor(role, overrides));

/** The credentials every call made for `sessionFor(role)` carries. */
export const credentialsFor = (role: Role): Credentials => credentialsOf(sessionFor(role));

/** The roles that act for a business: its owner, and the managers and leaders the owner created. */
export const BUSINESS_ROLES = ['employer', 'manager', 'leader'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/**
 * Someone of the business `ownerId` signed in: the owner themself (id `ownerId`), or a manager or
 * leader it created (id `manager-1`, `leader-1`), so a call that sends the person's own id where
 * the owner's belongs is caught.
 */
export const signedInToBusiness = (role: BusinessRole, ownerId = 'owner-1') =>
  signedInStore(role, role === 'employer' ? { id: ownerId } : { id: `${role}-1`, createdById: ownerId });

/** The cache scope of the person `signedInToBusiness(role, ownerId)` signs in. */
export const businessScope = (role: BusinessRole, ownerId = 'owner-1'): CacheScope => cacheScopeOf(signedInToBusiness(role, ownerId).load()!.user);
