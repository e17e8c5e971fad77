// Adds a collaborator, or updates one, after checking their name, phone and picked address; the
// cached collaborators are dropped on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { checkPickedAddress } from '../business/address.rules';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkPhone, checkText } from '../validation/field.rules';
import type { CollaboratorInput } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';
import type { StaffApi } from './staff.port';

export type CollaboratorField = 'name' | 'surname' | 'phone' | 'address';

export function validateCollaborator(input: CollaboratorInput) {
  return collectIssues<CollaboratorField>([
    ['name', checkText(input.name, 'NAME_INVALID')],
    ['surname', checkText(input.surname, 'SURNAME_INVALID')],
    ['phone', checkPhone(input.phone)],
    ['address', checkPickedAddress(input.address)],
  ]);
}

const trimmed = (input: CollaboratorInput): CollaboratorInput => ({ ...input, name: input.name.trim(), surname: input.surname.trim(), phone: input.phone.trim() });

export class SaveCollaborator {
  constructor(
    private readonly api: Pick<StaffApi, 'createCollaborator' | 'updateCollaborator'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  /** Adds a collaborator, or updates the one with `id`. */
  async execute(input: CollaboratorInput, id?: string): Promise<Result<Ack, ValidationFailure<CollaboratorField> | NotSignedIn | ApiFailure>> {
    const issues = validateCollaborator(input);
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const answer = id ? await this.api.updateCollaborator(credentials, id, trimmed(input)) : await this.api.createCollaborator(credentials, ownerId, trimmed(input));
      if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS.collaborator);
      return answer;
    });
  }
}
