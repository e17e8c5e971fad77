import { describe, expect, it } from 'vitest';
import { ownerIdOf } from './user.entity';

describe('ownerIdOf', () => {
  it('is the own id for an owner and createdById for a sub-user', () => {
    expect(ownerIdOf({ id: 'o1', createdById: null })).toBe('o1');
    expect(ownerIdOf({ id: 'm1', createdById: 'o1' })).toBe('o1');
  });
});
