// The people group's wire shapes: managers / leaders / colaborators lists, cadastre bodies with
// manageremail, and collaborator address fields (description, latitude, longitude).
import { type WireSchema } from '@fieldteam/api-contract';
import { listCollaboratorsAnswer, listLeadersAnswer, listManagersAnswer } from '@fieldteam/api-contract/answers/staff';
import { ok, type ApiFailure, type Collaborator, type CollaboratorInput, type MemberKind, type Result, type StaffMember } from '@fieldteam/core';
import { checkedAnswer, present } from '../wire-guards';

export const LIST_SEGMENT: Readonly<Record<MemberKind, 'managers' | 'leaders'>> = { manager: 'managers', leader: 'leaders' };

const toMember = (m: WireSchema<'Member'>): StaffMember => ({ id: m.id, name: m.name, surname: m.surname, email: m.email, phone: present(m.phone) });

export function readMembers(body: unknown, kind: MemberKind): Result<readonly StaffMember[], ApiFailure> {
  if (kind === 'manager') {
    const answer = checkedAnswer(listManagersAnswer, body, 'listManagers');
    return answer.ok ? ok(answer.value.managers.map(toMember)) : answer;
  }
  const answer = checkedAnswer(listLeadersAnswer, body, 'listLeaders');
  return answer.ok ? ok(answer.value.leaders.map(toMember)) : answer;
}

export function readCollaborators(body: unknown): Result<readonly Collaborator[], ApiFailure> {
  const answer = checkedAnswer(listCollaboratorsAnswer, body, 'listCollaborators');
  if (!answer.ok) return answer;
  return ok(
    answer.value.colaborators.map((c) => {
      const description = present(c.description);
      return {
        id: c.id,
        name: c.name,
        surname: c.surname,
        phone: present(c.phone),
        address: description ? { description, latitude: c.latitude, longitude: c.longitude, complement: null } : null,
      };
    }),
  );
}

export const toWireCollaborator = (input: CollaboratorInput) => ({
  name: input.name,
  surname: input.surname,
  phone: input.phone,
  description: input.address?.description ?? '',
  latitude: input.address?.latitude ?? null,
  longitude: input.address?.longitude ?? null,
});
