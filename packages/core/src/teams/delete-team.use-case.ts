// Deletes a team of the business.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { TeamsApi } from './teams.port';

export class DeleteTeam {
  constructor(
    private readonly api: Pick<TeamsApi, 'remove'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(teamId: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!teamId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.remove(credentials, teamId));
  }
}
