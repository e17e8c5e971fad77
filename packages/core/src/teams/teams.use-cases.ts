// Teams of the business (/business-team): list, pickers, create, edit (keeping current values
// where nothing new is chosen) and delete.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkText } from '../validation/field.rules';
import type { Team, TeamCandidates, TeamInput } from './team.entity';
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

export class LoadTeams {
  constructor(
    private readonly api: Pick<TeamsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly Team[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.list(context.value.credentials, context.value.ownerId);
  }
}

export class LoadTeamCandidates {
  constructor(
    private readonly api: Pick<TeamsApi, 'candidates'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<TeamCandidates, NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.candidates(context.value.credentials, context.value.ownerId);
  }
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
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const clean: TeamInput = { ...team, name: team.name.trim(), members: team.members.filter((m) => m.id !== team.leader?.id) };
    return current ? this.api.update(context.value.credentials, current.id, clean) : this.api.create(context.value.credentials, context.value.ownerId, clean);
  }
}

export class DeleteTeam {
  constructor(
    private readonly api: Pick<TeamsApi, 'remove'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(teamId: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!teamId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.remove(context.value.credentials, teamId);
  }
}
