// /business-services: the catalogue (name, price), edit in a modal, delete after confirmation,
// and an add mode that queues several services locally, removable, then saves them together.
import { byName, readServiceInput, type AddServices, type DeleteService, type EditService, type LoadServices, type NewService, type ServiceItem } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from '../../shared/form-state';
import type { Notifier } from '../../shared/notifier';
import type { ShownZones } from '../../shared/shown-zones';
import { announce, settle } from '../../shared/submit';

interface QueuedService extends NewService {
  readonly key: number;
}

export class ServicesViewModel {
  services: readonly ServiceItem[] = [];
  loading = true;
  editing: ServiceItem | null = null;
  readonly editForm = new FormState({ name: '', price: '' });
  deleting: ServiceItem | null = null;
  deleteBusy = false;
  adding = false;
  readonly draft = new FormState({ name: '', price: '' });
  queue: QueuedService[] = [];
  private nextKey = 1;

  constructor(
    private readonly loadServices: Pick<LoadServices, 'execute'>,
    private readonly addServices: Pick<AddServices, 'execute'>,
    private readonly editService: Pick<EditService, 'execute'>,
    private readonly deleteService: Pick<DeleteService, 'execute'>,
    private readonly notifier: Notifier,
    private readonly zones: Pick<ShownZones, 'currency' | 'ask'>,
  ) {
    makeAutoObservable<ServicesViewModel, 'nextKey' | 'zones'>(this, { nextKey: false, zones: false });
  }

  /** The currency of the prices: the business's (the country at its address); null while unknown. */
  get currency(): string | null {
    return this.zones.currency;
  }

  async load(): Promise<void> {
    // The currency is known before the list draws, so that no price gains its symbol after.
    const [result] = await Promise.all([settle(this.notifier, this.loadServices.execute()), this.zones.ask()]);
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.services = [...result.value].sort(byName);
    });
  }

  // --- edit ---
  openEdit(service: ServiceItem): void {
    this.editing = service;
    this.editForm.showIssues([]);
    this.editForm.set('name', service.name);
    this.editForm.set('price', service.price.toFixed(2));
  }

  closeEdit(): void {
    if (!this.editForm.busy) this.editing = null;
  }

  async saveEdit(): Promise<void> {
    if (!this.editing || this.editForm.busy) return;
    this.editForm.setBusy(true);
    const result = await settle(this.notifier, this.editService.execute({ id: this.editing.id, ...this.editForm.values }), (issues) => this.editForm.showIssues(issues));
    runInAction(() => this.editForm.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'staff:services.updated');
      this.editing = null;
    });
    await this.load();
  }

  // --- delete ---
  askDelete(service: ServiceItem): void {
    this.deleting = service;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    if (!this.deleting || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteService.execute(this.deleting.id));
    runInAction(() => {
      this.deleteBusy = false;
      // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
      if (!result.ok && result.refused) this.deleting = null;
      if (result.ok) {
        announce(this.notifier, result.value, 'staff:services.deleted');
        this.deleting = null;
      }
    });
    if (result.ok) await this.load();
  }

  // --- add mode ---
  startAdding(): void {
    this.adding = true;
  }

  stopAdding(): void {
    this.adding = false;
    this.queue = [];
    this.draft.set('name', '');
    this.draft.set('price', '');
    this.draft.showIssues([]);
  }

  enqueue(): boolean {
    const read = readServiceInput(this.draft.values);
    if (!read.ok) {
      this.draft.showIssues(read.error.issues);
      return false;
    }
    this.queue = [...this.queue, { key: this.nextKey++, ...read.value }];
    this.draft.set('name', '');
    this.draft.set('price', '');
    return true;
  }

  dequeue(key: number): void {
    this.queue = this.queue.filter((item) => item.key !== key);
  }

  async saveQueue(): Promise<void> {
    if (this.draft.busy || this.queue.length === 0) return;
    this.draft.setBusy(true);
    const result = await settle(this.notifier, this.addServices.execute(this.queue.map(({ name, price }) => ({ name, price }))));
    runInAction(() => this.draft.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'staff:services.saved');
      this.stopAdding();
    });
    await this.load();
  }
}
