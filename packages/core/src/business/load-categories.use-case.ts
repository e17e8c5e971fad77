// The activity categories, in the interface language, for the role set-up and configuration screens.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Category } from './company.entity';
import type { RoleSetupApi } from './role-setup.port';

export class LoadCategories {
  constructor(
    private readonly api: Pick<RoleSetupApi, 'listCategories'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(language: string): Promise<Result<readonly Category[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials }) => this.api.listCategories(credentials, language));
  }
}
