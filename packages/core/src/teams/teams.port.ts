// The teams calls of 000 section 7.
import type { Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Team, TeamCandidates, TeamInput } from './team.entity';

export interface TeamsApi {
  list(credentials: Credentials, ownerId: UserId): Promise<Result<readonly Team[], ApiFailure>>;
  candidates(credentials: Credentials, ownerId: UserId): Promise<Result<TeamCandidates, ApiFailure>>;
  create(credentials: Credentials, ownerId: UserId, team: TeamInput): Promise<Result<Ack, ApiFailure>>;
  update(credentials: Credentials, teamId: string, team: TeamInput): Promise<Result<Ack, ApiFailure>>;
  remove(credentials: Credentials, teamId: string): Promise<Result<Ack, ApiFailure>>;
}
