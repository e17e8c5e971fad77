// The people calls of 000 section 7 (managers, leaders, collaborators).
import type { Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Collaborator, CollaboratorInput, MemberKind, NewMember, StaffMember } from './staff-member';

export interface StaffApi {
  listMembers(credentials: Credentials, ownerId: UserId, kind: MemberKind): Promise<Result<readonly StaffMember[], ApiFailure>>;
  createMember(credentials: Credentials, ownerId: UserId, kind: MemberKind, member: NewMember): Promise<Result<Ack, ApiFailure>>;
  deleteMember(credentials: Credentials, kind: MemberKind, id: UserId): Promise<Result<Ack, ApiFailure>>;
  listCollaborators(credentials: Credentials, ownerId: UserId): Promise<Result<readonly Collaborator[], ApiFailure>>;
  createCollaborator(credentials: Credentials, ownerId: UserId, input: CollaboratorInput): Promise<Result<Ack, ApiFailure>>;
  updateCollaborator(credentials: Credentials, id: string, input: CollaboratorInput): Promise<Result<Ack, ApiFailure>>;
  deleteCollaborator(credentials: Credentials, id: string): Promise<Result<Ack, ApiFailure>>;
}
