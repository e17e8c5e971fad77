// Ready-made signed-in sessions for use-case tests.
import type { Role, Session } from '../account/user.entity';
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
