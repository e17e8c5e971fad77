// /business-managers and /business-leaders: searchable list (name and surname, e-mail, phone),
// 10 a page, delete after confirmation. Cached lists show at once, then refresh.
import { fullName, type DeleteMember, type LoadMembers, type MemberKind, type StaffMember } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListState } from '../../shared/list-state';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export const STAFF_PAGE_SIZE = 10;

export class StaffListViewModel {
  kind: MemberKind = 'manager';
  readonly list = new ListState<StaffMember>((m) => [fullName(m), m.email, m.phone], STAFF_PAGE_SIZE);
  loading = true;
  deleting: StaffMember | null = null;
  deleteBusy = false;

  constructor(
    private readonly loadMembers: Pick<LoadMembers, 'execute' | 'cached'>,
    private readonly deleteMember: Pick<DeleteMember, 'execute'>,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable(this);
  }

  async load(kind: MemberKind): Promise<void> {
    this.kind = kind;
    const cached = this.loadMembers.cached(kind);
    if (cached) {
      this.list.setItems(cached);
      this.loading = false;
    }
    const result = await settle(this.notifier, this.loadMembers.execute(kind));
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.list.setItems(result.value);
    });
  }

  askDelete(member: StaffMember): void {
    this.deleting = member;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    if (!this.deleting || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteMember.execute(this.kind, this.deleting.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, `staff:${this.kind}s.deleted`);
      this.deleting = null;
    });
    if (result.ok) await this.load(this.kind);
  }
}
