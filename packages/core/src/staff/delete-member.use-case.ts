// Deletes a manager or a leader; the cached list of that kind is dropped on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { MemberKind } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export class DeleteMember {
  constructor(
    private readonly api: Pick<StaffApi, 'deleteMember'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(kind: MemberKind, id: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.deleteMember(credentials, kind, id);
      if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS[kind]);
      return answer;
    });
  }
}
