// Who may lead or join a team: the pickers of the team form (/business-team).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { TeamCandidates } from './team.entity';
import type { TeamsApi } from './teams.port';

export class LoadTeamCandidates {
  constructor(
    private readonly api: Pick<TeamsApi, 'candidates'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<TeamCandidates, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.candidates(credentials, ownerId));
  }
}
