// /business-colaborators: searchable list (name and surname, address, phone or '...'), 10 a page,
// edit in a modal with the address picker, delete after confirmation.
import { fullName, type Collaborator, type DeleteCollaborator, type LoadCollaborators, type SaveCollaborator } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import { ListState } from '../../shared/list-state';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { STAFF_PAGE_SIZE } from './staff-list.view-model';

export class CollaboratorsViewModel {
  readonly list = new ListState<Collaborator>((c) => [fullName(c), c.address?.description, c.phone], STAFF_PAGE_SIZE);
  loading = true;
  editing: Collaborator | null = null;
  readonly form = new FormState({ name: '', surname: '', phone: '', address: '' });
  readonly address: AddressPickerViewModel;
  deleting: Collaborator | null = null;
  deleteBusy = false;

  constructor(
    private readonly loadCollaborators: Pick<LoadCollaborators, 'execute' | 'cached'>,
    private readonly saveCollaborator: Pick<SaveCollaborator, 'execute'>,
    private readonly deleteCollaborator: Pick<DeleteCollaborator, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly notifier: Notifier,
  ) {
    this.address = addressPicker();
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const cached = this.loadCollaborators.cached();
    if (cached) {
      this.list.setItems(cached);
      this.loading = false;
    }
    const result = await settle(this.notifier, this.loadCollaborators.execute());
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.list.setItems(result.value);
    });
  }

  openEdit(collaborator: Collaborator): void {
    this.editing = collaborator;
    this.form.showIssues([]);
    this.form.set('name', collaborator.name);
    this.form.set('surname', collaborator.surname);
    this.form.set('phone', collaborator.phone ?? '');
    this.address.setInitial(collaborator.address);
  }

  closeEdit(): void {
    if (!this.form.busy) this.editing = null;
  }

  async saveEdit(): Promise<void> {
    if (!this.editing || this.form.busy) return;
    this.form.setBusy(true);
    const { name, surname, phone } = this.form.values;
    const address = this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null };
    const result = await settle(this.notifier, this.saveCollaborator.execute({ name, surname, phone, address }, this.editing.id), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'staff:collaborators.updated');
      this.editing = null;
    });
    await this.load();
  }

  askDelete(collaborator: Collaborator): void {
    this.deleting = collaborator;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    if (!this.deleting || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteCollaborator.execute(this.deleting.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, 'staff:collaborators.deleted');
      this.deleting = null;
    });
    if (result.ok) await this.load();
  }

  dispose(): void {
    this.address.dispose();
  }
}
