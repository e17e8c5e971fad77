// The people group's wire shapes: managers / leaders / colaborators lists, cadastre bodies with
// manageremail, and collaborator address fields (description, latitude, longitude).
import { ok, type ApiFailure, type Collaborator, type CollaboratorInput, type MemberKind, type Result, type StaffMember } from '@fieldteam/core';
import { badAnswer, isObject, optionalNumber, optionalText, text } from '../wire-guards';

export const LIST_SEGMENT: Readonly<Record<MemberKind, 'managers' | 'leaders'>> = { manager: 'managers', leader: 'leaders' };

export function readMembers(body: unknown, kind: MemberKind): Result<readonly StaffMember[], ApiFailure> {
  const list = isObject(body) ? body[LIST_SEGMENT[kind]] : undefined;
  if (!Array.isArray(list)) return badAnswer(`${LIST_SEGMENT[kind]}: no list`);
  return ok(
    list.filter(isObject).map((m) => ({ id: text(m.id) ?? '', name: text(m.name) ?? '', surname: text(m.surname) ?? '', email: text(m.email) ?? '', phone: optionalText(m.phone) })),
  );
}

export function readCollaborators(body: unknown): Result<readonly Collaborator[], ApiFailure> {
  const list = isObject(body) ? body.colaborators : undefined;
  if (!Array.isArray(list)) return badAnswer('colaborators: no list');
  return ok(
    list.filter(isObject).map((c) => {
      const description = optionalText(c.description);
      return {
        id: text(c.id) ?? '',
        name: text(c.name) ?? '',
        surname: text(c.surname) ?? '',
        phone: optionalText(c.phone),
        address: description ? { description, latitude: optionalNumber(c.latitude), longitude: optionalNumber(c.longitude), complement: null } : null,
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
