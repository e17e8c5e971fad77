// The business's teams (/business-team).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Team } from './team.entity';
import type { TeamsApi } from './teams.port';

export class LoadTeams {
  constructor(
    private readonly api: Pick<TeamsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly Team[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.list(credentials, ownerId));
  }
}
