// The people of a business (000 section 3): managers and leaders sign in; collaborators do not,
// but have an address.
import type { Address, UserId } from '../account/user.entity';

export type MemberKind = 'manager' | 'leader';

export interface StaffMember {
  readonly id: UserId;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly phone: string | null;
}

export interface Collaborator {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  readonly phone: string | null;
  readonly address: Address | null;
}

export interface NewMember {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

export interface CollaboratorInput {
  readonly name: string;
  readonly surname: string;
  readonly phone: string;
  readonly address: Address | null;
}
