// Managers, leaders and collaborators of the business: lists (cached per kind), add, edit and
// delete. The server enforces who may do what and the plan limits.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { checkPickedAddress } from '../business/address.rules';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkEmail, checkNewPassword, checkPhone, checkText } from '../validation/field.rules';
import type { Collaborator, CollaboratorInput, MemberKind, NewMember, StaffMember } from './staff-member';
import type { StaffApi } from './staff.port';

export type StaffListKind = MemberKind | 'collaborator';

/** Cache keys: the spec keeps managers, leaders and collaborators under separate keys. */
export const STAFF_CACHE_KEYS: Readonly<Record<StaffListKind, string>> = { manager: 'managers', leader: 'leaders', collaborator: 'collaborators' };

export class LoadMembers {
  constructor(
    private readonly api: Pick<StaffApi, 'listMembers'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(kind: MemberKind): readonly StaffMember[] | null {
    return this.cache.read<StaffMember[]>(STAFF_CACHE_KEYS[kind]);
  }

  async execute(kind: MemberKind): Promise<Result<readonly StaffMember[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.listMembers(context.value.credentials, context.value.ownerId, kind);
    if (answer.ok) this.cache.write(STAFF_CACHE_KEYS[kind], answer.value);
    return answer;
  }
}

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
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.createMember(context.value.credentials, context.value.ownerId, kind, {
      name: member.name.trim(),
      surname: member.surname.trim(),
      email: member.email.trim(),
      password: member.password,
    });
    if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS[kind]);
    return answer;
  }
}

export class DeleteMember {
  constructor(
    private readonly api: Pick<StaffApi, 'deleteMember'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(kind: MemberKind, id: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.deleteMember(context.value.credentials, kind, id);
    if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS[kind]);
    return answer;
  }
}

export class LoadCollaborators {
  constructor(
    private readonly api: Pick<StaffApi, 'listCollaborators'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(): readonly Collaborator[] | null {
    return this.cache.read<Collaborator[]>(STAFF_CACHE_KEYS.collaborator);
  }

  async execute(): Promise<Result<readonly Collaborator[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.listCollaborators(context.value.credentials, context.value.ownerId);
    if (answer.ok) this.cache.write(STAFF_CACHE_KEYS.collaborator, answer.value);
    return answer;
  }
}

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
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = id
      ? await this.api.updateCollaborator(context.value.credentials, id, trimmed(input))
      : await this.api.createCollaborator(context.value.credentials, context.value.ownerId, trimmed(input));
    if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS.collaborator);
    return answer;
  }
}

export class DeleteCollaborator {
  constructor(
    private readonly api: Pick<StaffApi, 'deleteCollaborator'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(id: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.deleteCollaborator(context.value.credentials, id);
    if (answer.ok) this.cache.remove(STAFF_CACHE_KEYS.collaborator);
    return answer;
  }
}
