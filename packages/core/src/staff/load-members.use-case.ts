// The business's managers or leaders (/business-managers, /business-leaders), cached per kind.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { MemberKind, StaffMember } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export class LoadMembers {
  constructor(
    private readonly api: Pick<StaffApi, 'listMembers'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(kind: MemberKind): readonly StaffMember[] | null {
    const context = businessContext(this.sessions);
    return context.ok ? this.cache.read<StaffMember[]>(STAFF_CACHE_KEYS[kind], context.value.cacheScope) : null;
  }

  async execute(kind: MemberKind): Promise<Result<readonly StaffMember[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.api.listMembers(credentials, ownerId, kind);
      if (answer.ok) this.cache.write(STAFF_CACHE_KEYS[kind], answer.value, cacheScope);
      return answer;
    });
  }
}
