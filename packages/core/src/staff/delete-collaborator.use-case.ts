// Deletes a collaborator; the cached collaborators are dropped on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export class DeleteCollaborator {
  constructor(
    private readonly api: Pick<StaffApi, 'deleteCollaborator'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(id: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.deleteCollaborator(credentials, id);
      if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS.collaborator);
      return answer;
    });
  }
}
