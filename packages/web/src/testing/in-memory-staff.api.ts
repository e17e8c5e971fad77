// A StaffApi that keeps managers, leaders and collaborators in memory like the server: records
// every call, may refuse the next one, or hold its answer until the test releases it.
import { ok, type Ack, type ApiFailure, type Collaborator, type CollaboratorInput, type MemberKind, type NewMember, type Result, type StaffApi, type StaffMember } from '@fieldteam/core';
import { RefusableFake, sent } from './refusable-fake';

export class InMemoryStaffApi extends RefusableFake implements StaffApi {
  readonly members: Record<MemberKind, StaffMember[]> = { manager: [], leader: [] };
  collaborators: Collaborator[] = [];
  readonly calls: string[] = [];
  /** Changes wait for `release()`, so a test can look at the screen while one is under way. */
  hold = false;
  private waiting: Array<() => void> = [];
  private nextId = 1;

  release(): void {
    this.waiting.splice(0).forEach((resolve) => resolve());
  }

  private async change(call: string, apply: () => Ack): Promise<Result<Ack, ApiFailure>> {
    this.calls.push(call);
    if (this.hold) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.reply(apply);
  }

  async listMembers(_c: unknown, _owner: string, kind: MemberKind) {
    this.calls.push(`list ${kind}s`);
    return ok([...this.members[kind]]);
  }

  createMember(_c: unknown, _owner: string, kind: MemberKind, member: NewMember) {
    return this.change(`create ${kind} ${member.email}`, () => {
      this.members[kind].push({ id: `m${this.nextId++}`, name: member.name, surname: member.surname, email: member.email, phone: null });
      return { message: `${kind === 'manager' ? 'Manager' : 'Leader'} added.` };
    });
  }

  deleteMember(_c: unknown, kind: MemberKind, id: string) {
    return this.change(`delete ${kind} ${id}`, () => {
      this.members[kind] = this.members[kind].filter((m) => m.id !== id);
      return { message: '' };
    });
  }

  async listCollaborators() {
    this.calls.push('list collaborators');
    return ok([...this.collaborators]);
  }

  createCollaborator(_c: unknown, _owner: string, input: CollaboratorInput) {
    return this.change(`create collaborator ${input.name}`, () => {
      this.collaborators.push({ id: `k${this.nextId++}`, ...sent(input) });
      return { message: 'Collaborator added.' };
    });
  }

  updateCollaborator(_c: unknown, id: string, input: CollaboratorInput) {
    return this.change(`update collaborator ${id}`, () => {
      this.collaborators = this.collaborators.map((c) => (c.id === id ? { id, ...sent(input) } : c));
      return { message: 'Collaborator updated.' };
    });
  }

  deleteCollaborator(_c: unknown, id: string) {
    return this.change(`delete collaborator ${id}`, () => {
      this.collaborators = this.collaborators.filter((c) => c.id !== id);
      return { message: 'Collaborator deleted.' };
    });
  }
}
