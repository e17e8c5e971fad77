// Reads the company (/business-configuration) and keeps it cached for other screens.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import { COMPANY_CACHE_KEY } from './company-cache';
import type { Company } from './company.entity';
import type { ProfileApi } from './profile.port';

export class LoadCompany {
  constructor(
    private readonly api: Pick<ProfileApi, 'getCompany'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  /** The company as last loaded on this device, for an instant first paint. */
  cached(): Company | null {
    const context = businessContext(this.sessions);
    return context.ok ? this.cache.read<Company>(COMPANY_CACHE_KEY, context.value.cacheScope) : null;
  }

  async execute(): Promise<Result<Company | null, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.api.getCompany(credentials, ownerId);
      if (answer.ok) {
        if (answer.value) this.cache.write(COMPANY_CACHE_KEY, answer.value, cacheScope);
        else this.cache.remove(COMPANY_CACHE_KEY);
      }
      return answer;
    });
  }
}
