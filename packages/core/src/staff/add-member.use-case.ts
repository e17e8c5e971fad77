// Adds a manager or a leader with their own sign-in; the server enforces who may and the plan
// limits. The cached list of that kind is dropped on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkEmail, checkNewPassword, checkText } from '../validation/field.rules';
import type { MemberKind, NewMember } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export type NewMemberField = 'name' | 'surname' | 'email' | 'password';

export class AddMember {
  constructor(
    private readonly api: Pick<StaffApi, 'createMember'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(kind: MemberKind, member: NewMember): Promise<Result<Ack, ValidationFailure<NewMemberField> | NotSignedIn | ApiFailure>> {
    const issues = collectIssues<NewMemberField>([
      ['name', checkText(member.name, 'NAME_INVALID')],
      ['surname', checkText(member.surname, 'SURNAME_INVALID')],
      ['email', checkEmail(member.email)],
      ['password', checkNewPassword(member.password)],
    ]);
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const answer = await this.api.createMember(credentials, ownerId, kind, {
        name: member.name.trim(),
        surname: member.surname.trim(),
        email: member.email.trim(),
        password: member.password,
      });
      if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS[kind]);
      return answer;
    });
  }
}
