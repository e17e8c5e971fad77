// StaffApi over HTTP: managers, leaders and collaborators.
import { type WireSchema } from '@fieldteam/api-contract';
import { createCollaboratorAnswer, createLeaderAnswer, createManagerAnswer, deleteCollaboratorAnswer, deleteLeaderAnswer, deleteManagerAnswer, updateCollaboratorAnswer } from '@fieldteam/api-contract/answers/staff';
import type { CollaboratorInput, Credentials, MemberKind, NewMember, StaffApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { LIST_SEGMENT, readCollaborators, readMembers, toWireCollaborator } from './staff.wire';

/** Each kind's create and delete answers, with the contract's names for the calls. */
const CREATED = { manager: { validate: createManagerAnswer, call: 'createManager' }, leader: { validate: createLeaderAnswer, call: 'createLeader' } } as const;
const DELETED = { manager: { validate: deleteManagerAnswer, call: 'deleteManager' }, leader: { validate: deleteLeaderAnswer, call: 'deleteLeader' } } as const;

export class HttpStaffApi implements StaffApi {
  constructor(private readonly http: HttpClient) {}

  async listMembers(credentials: Credentials, ownerId: string, kind: MemberKind) {
    const answer = await this.http.get(pathOf('company', LIST_SEGMENT[kind], credentials.email, credentials.token, ownerId));
    return answer.ok ? readMembers(answer.value, kind) : answer;
  }

  async createMember(credentials: Credentials, ownerId: string, kind: MemberKind, member: NewMember) {
    const body: WireSchema<'NewMemberBody'> = {
      email: credentials.email,
      token: credentials.token,
      name: member.name,
      surname: member.surname,
      manageremail: member.email,
      password: member.password,
      useterms: true,
      createdById: ownerId,
    };
    const answer = await this.http.post(`/company/cadastre/${kind}`, body);
    return answer.ok ? readAck(CREATED[kind].validate, answer.value, CREATED[kind].call) : answer;
  }

  async deleteMember(credentials: Credentials, kind: MemberKind, id: string) {
    const body: WireSchema<'DeleteUserBody'> = { email: credentials.email, token: credentials.token, userid: id };
    const answer = await this.http.post(`/company/${LIST_SEGMENT[kind]}/delete/user`, body);
    return answer.ok ? readAck(DELETED[kind].validate, answer.value, DELETED[kind].call) : answer;
  }

  async listCollaborators(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'colaborators', credentials.email, credentials.token, ownerId));
    return answer.ok ? readCollaborators(answer.value) : answer;
  }

  async createCollaborator(credentials: Credentials, ownerId: string, input: CollaboratorInput) {
    const answer = await this.http.post('/company/cadastre/colaborator', { email: credentials.email, token: credentials.token, ...toWireCollaborator(input), createdById: ownerId });
    return answer.ok ? readAck(createCollaboratorAnswer, answer.value, 'createCollaborator') : answer;
  }

  async updateCollaborator(credentials: Credentials, id: string, input: CollaboratorInput) {
    const answer = await this.http.post('/company/colaborators/update/user', { email: credentials.email, token: credentials.token, ...toWireCollaborator(input), colaboratorId: id });
    return answer.ok ? readAck(updateCollaboratorAnswer, answer.value, 'updateCollaborator') : answer;
  }

  async deleteCollaborator(credentials: Credentials, id: string) {
    const answer = await this.http.post('/company/colaborators/delete/user', { email: credentials.email, token: credentials.token, userid: id });
    return answer.ok ? readAck(deleteCollaboratorAnswer, answer.value, 'deleteCollaborator') : answer;
  }
}
