// The business's collaborators (/business-colaborators), cached on the device.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Collaborator } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export class LoadCollaborators {
  constructor(
    private readonly api: Pick<StaffApi, 'listCollaborators'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(): readonly Collaborator[] | null {
    const context = businessContext(this.sessions);
    return context.ok ? this.cache.read<Collaborator[]>(STAFF_CACHE_KEYS.collaborator, context.value.cacheScope) : null;
  }

  async execute(): Promise<Result<readonly Collaborator[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.api.listCollaborators(credentials, ownerId);
      if (answer.ok) this.cache.write(STAFF_CACHE_KEYS.collaborator, answer.value, cacheScope);
      return answer;
    });
  }
}
