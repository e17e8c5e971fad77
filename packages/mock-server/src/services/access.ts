// Who may call what (000 section 6 and the permissions): business calls need a business
// role and the caller's own business; owner-only calls need the employer.
import { ownerIdOf, type Role } from '@fieldteam/core';
import { badRequest, forbidden } from '../http/http-error';
import type { Repository } from '../store/repository';
import type { Caller } from './auth';

const BUSINESS_ROLES: readonly Role[] = ['employer', 'manager', 'leader'];

const callerOwnerId = (caller: Caller): string => ownerIdOf(caller.user);

/** A business call: employer, manager or leader, with an activated account. */
export function requireBusiness(caller: Caller): string {
  if (!BUSINESS_ROLES.includes(caller.user.role) || caller.user.isActive !== 'activated') {
    throw forbidden('Only business accounts can do this.');
  }
  return callerOwnerId(caller);
}

/** Owner-only calls: managers, plan and configuration. */
export function requireOwner(caller: Caller): string {
  requireBusiness(caller);
  if (caller.user.role !== 'employer') throw forbidden('Only the business owner can do this.');
  return caller.user.id;
}

/** The {ownerId} of a path or body must be the caller's own business. */
export function requireSameBusiness(caller: Caller, ownerId: unknown): string {
  const own = requireBusiness(caller);
  if (typeof ownerId !== 'string' || ownerId !== own) throw forbidden('You do not have access to this business.');
  return own;
}

/**
 * A {userId} path segment (handle-issues, the road, a visit's start): the caller's own id, or
 * their business owner's id, since 001 section 6 has data requests carry the owner id.
 */
export const isSelfOrOwner = (caller: Caller, userId: unknown): boolean => userId === caller.user.id || userId === callerOwnerId(caller);

/** A record of the caller's business, by id: 400 when there is none, 403 when it is another's. */
export function ownRecord<T extends { ownerId: string }>(records: Pick<Repository<T>, 'get'>, id: unknown, caller: Caller, what: string): T {
  const own = requireBusiness(caller);
  const record = records.get(String(id));
  if (!record) throw badRequest(`${what} not found.`);
  if (record.ownerId !== own) throw forbidden('You do not have access to this business.');
  return record;
}
