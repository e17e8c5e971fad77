// /business-clients: the clients (name, address, e-mail, phone) sorted by name in the interface
// language (core's shared collator), 10 a page,
// searched over name, address, document, e-mail, phone and birthday ignoring case and accents
// (spec decision 10); edit in a modal, delete after confirmation; the road card shows when clients
// have visits pending today, beside the calendar's.
import { byName, type Client, type DeleteClient, type LoadClients, type LoadPendingClients, type PendingClient, type UpdateClient } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { yieldToMain } from '../../shared/yield-to-main';
import type { AddressPickerFactory } from '../../shared/address-picker.view-model';
import { ListState } from '../../shared/list-state';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { ClientForm } from './client-form';

export const CLIENTS_PAGE_SIZE = 10;

const birthdayTexts = (client: Client): string[] => {
  const b = client.birthday;
  if (!b) return [];
  const dd = String(b.day).padStart(2, '0');
  const mm = String(b.month).padStart(2, '0');
  return [`${dd}/${mm}/${b.year}`, b.toString()];
};

/** The document as stored (digits) and as people type it: CPF 000.000.000-00, CNPJ 00.000.000/0000-00. */
const documentTexts = (client: Client): string[] => {
  const d = client.docId;
  if (!d) return [];
  if (d.length === 11) return [d, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`];
  if (d.length === 14) return [d, `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`];
  return [d];
};

export class ClientsViewModel {
  readonly list = new ListState<Client>((c) => [c.name, c.address?.description, ...documentTexts(c), c.email, c.phone, ...birthdayTexts(c)], CLIENTS_PAGE_SIZE);
  loading = true;
  pending: readonly PendingClient[] = [];
  /** Whether today's pending visits have been asked for (the calendar card waits for the answer). */
  pendingChecked = false;
  editing: Client | null = null;
  readonly edit: ClientForm;
  deleting: Client | null = null;
  deleteBusy = false;

  constructor(
    private readonly loadClients: Pick<LoadClients, 'execute' | 'cached'>,
    private readonly loadPending: Pick<LoadPendingClients, 'execute'>,
    private readonly updateClient: Pick<UpdateClient, 'execute'>,
    private readonly deleteClient: Pick<DeleteClient, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly notifier: Notifier,
  ) {
    this.edit = new ClientForm(addressPicker);
    // Replaced whole, never changed in place: a plain reference, so a business at scale's pending
    // clients are not turned into observable objects while the list's answer waits.
    makeAutoObservable(this, { pending: observableRef });
  }

  async load(): Promise<void> {
    const cached = this.loadClients.cached();
    if (cached) {
      this.list.setItems([...cached].sort(byName));
      this.loading = false;
    }
    // Each answer is shown as it arrives: the list does not wait for today's pending visits.
    // Read, checked and mapped in one task; sorted and drawn in the next.
    const clients = settle(this.notifier, this.loadClients.execute()).then(async (result) => {
      await yieldToMain();
      runInAction(() => {
        this.loading = false;
        if (result.ok) this.list.setItems([...result.value].sort(byName));
      });
    });
    const pending = this.loadPending.execute().then((result) =>
      runInAction(() => {
        if (result.ok) this.pending = result.value;
        this.pendingChecked = true;
      }),
    );
    await Promise.all([clients, pending]);
  }

  get hasPendingVisits(): boolean {
    return this.pending.length > 0;
  }

  /**
   * The road's card shows when clients have visits pending today (001 section 1). The calendar's
   * shows always: the documents hide it on such a day, which left no way to the calendar then.
   */
  get showsRoadCard(): boolean {
    return this.pendingChecked && this.hasPendingVisits;
  }

  openEdit(client: Client): void {
    this.editing = client;
    this.edit.load(client);
  }

  closeEdit(): void {
    if (!this.edit.form.busy) this.editing = null;
  }

  async saveEdit(): Promise<void> {
    if (!this.editing || this.edit.form.busy) return;
    this.edit.form.setBusy(true);
    const result = await settle(this.notifier, this.updateClient.execute(this.editing.id, this.edit.input), (issues) => this.edit.showIssues(issues));
    runInAction(() => this.edit.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'clients:list.updated');
      this.editing = null;
    });
    await this.load();
  }

  askDelete(client: Client): void {
    this.deleting = client;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    if (!this.deleting || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteClient.execute(this.deleting.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, 'clients:list.deleted');
      this.deleting = null;
    });
    if (result.ok) await this.load();
  }

  dispose(): void {
    this.list.dispose();
    this.edit.dispose();
  }
}
