// Creates a team, or edits one keeping its current values where nothing new is chosen; a team
// needs a name and a leader, and the leader is never listed among its members.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkText } from '../validation/field.rules';
import type { Team, TeamInput } from './team.entity';
import type { TeamsApi } from './teams.port';

export type TeamField = 'name' | 'leader';

export function validateTeam(input: TeamInput) {
  return collectIssues<TeamField>([
    ['name', checkText(input.name, 'TEAM_NAME_REQUIRED')],
    ['leader', input.leader ? null : 'TEAM_LEADER_REQUIRED'],
  ]);
}

/** An edit keeps the team's current values where the person chose nothing new. */
export function mergeTeamEdit(current: Team, edit: Partial<TeamInput>): TeamInput {
  return {
    name: edit.name?.trim() ? edit.name : current.name,
    leader: edit.leader ?? current.leader,
    members: edit.members && edit.members.length > 0 ? edit.members : current.members,
  };
}

export class SaveTeam {
  constructor(
    private readonly api: Pick<TeamsApi, 'create' | 'update'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** Creates a team, or updates `current` with what the person changed. */
  async execute(input: TeamInput, current?: Team): Promise<Result<Ack, ValidationFailure<TeamField> | NotSignedIn | ApiFailure>> {
    const team = current ? mergeTeamEdit(current, input) : input;
    const issues = validateTeam(team);
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, ({ credentials, ownerId }) => {
      const clean: TeamInput = { ...team, name: team.name.trim(), members: team.members.filter((m) => m.id !== team.leader?.id) };
      return current ? this.api.update(credentials, current.id, clean) : this.api.create(credentials, ownerId, clean);
    });
  }
}
