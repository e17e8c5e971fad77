// A person edits one field of their own profile (/freelancer-perfil, /business-perfil); on
// success the stored session record gets the new value.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { User } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { checkDocumentId, checkEmail, checkPersonName, checkPhone, checkUsername, digitsOf, type Check } from '../validation/field.rules';
import type { ProfileApi, UserField } from './profile.port';

const RULES: Readonly<Record<UserField, (value: string) => Check>> = {
  nick: (v) => checkUsername(v),
  // The register screen's rule for names (000 section 5), so a profile cannot hold a name that
  // registration would refuse.
  name: (v) => checkPersonName(v, 'NAME_INVALID'),
  surname: (v) => checkPersonName(v, 'SURNAME_INVALID'),
  email: checkEmail,
  phone: checkPhone,
  docid: (v) => checkDocumentId(v),
};

export const checkUserField = (field: UserField, value: string): Check => RULES[field](value);

function applyField(user: User, field: UserField, value: string): User {
  switch (field) {
    case 'nick':
      return { ...user, username: value };
    case 'name':
      return { ...user, name: value };
    case 'surname':
      return { ...user, surname: value };
    case 'email':
      return { ...user, email: value };
    case 'phone':
      return { ...user, phone: value };
    case 'docid':
      return { ...user, docId: value };
  }
}

export class EditProfileField {
  constructor(
    private readonly api: Pick<ProfileApi, 'editUserField'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'save'>,
  ) {}

  /** `field` null means the person chose no field: the general alert. */
  async execute(input: { field: UserField | null; value: string }): Promise<Result<Ack & { user: User }, ValidationFailure<'value'> | NotSignedIn | ApiFailure>> {
    if (!input.field) return err(validationFailure([{ field: 'value', code: 'NOTHING_CHOSEN' }]));
    const issue = checkUserField(input.field, input.value);
    if (issue) return err(validationFailure([{ field: 'value', code: issue }]));
    const field = input.field;
    return withBusiness(this.sessions, async ({ credentials, session }) => {
      const value = field === 'docid' ? digitsOf(input.value.trim()) : input.value.trim();
      const answer = await this.api.editUserField(credentials, field, value);
      if (!answer.ok) return answer;
      const user = applyField(session.user, field, value);
      this.sessions.save({ ...session, user });
      return ok({ message: answer.value.message, user });
    });
  }
}
