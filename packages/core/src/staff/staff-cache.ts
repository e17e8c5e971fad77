// Where the staff lists are cached on the device: the spec keeps managers, leaders and
// collaborators under separate keys.
import type { MemberKind } from './staff-member';

export type StaffListKind = MemberKind | 'collaborator';

/** Cache keys: the spec keeps managers, leaders and collaborators under separate keys. */
export const STAFF_CACHE_KEYS: Readonly<Record<StaffListKind, string>> = { manager: 'managers', leader: 'leaders', collaborator: 'collaborators' };
