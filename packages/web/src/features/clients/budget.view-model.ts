// /business-clients/dashboard/client/budget?id=…: pick services from the company catalogue, add
// or remove a percent discount (adding keeps the undiscounted total and applies the percent;
// removing resets it to 0 and restores the total), see the total, and submit (one item at least).
import {
  addLine,
  applyDiscount,
  withTypedDiscount,
  byName,
  centsOf,
  EMPTY_BUDGET,
  parsePercent,
  removeDiscount,
  removeLine,
  type AttachServices,
  type Budget,
  type Client,
  type LoadClients,
  type LoadServices,
  type ServiceItem,
} from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { msg } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export class BudgetViewModel {
  clientId = '';
  client: Client | null = null;
  catalogue: readonly ServiceItem[] = [];
  loading = true;
  chosenId = '';
  budget: Budget = EMPTY_BUDGET;
  discountText = '';
  discountInvalid = false;
  itemsMissing = false;
  busy = false;
  done = false;

  constructor(
    private readonly loadClients: Pick<LoadClients, 'execute' | 'cached'>,
    private readonly loadServices: Pick<LoadServices, 'execute'>,
    private readonly attach: Pick<AttachServices, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  async load(clientId: string): Promise<void> {
    this.clientId = clientId;
    this.client = this.loadClients.cached()?.find((c) => c.id === clientId) ?? null;
    const [services, clients] = await Promise.all([settle(this.notifier, this.loadServices.execute()), this.client ? Promise.resolve(null) : this.loadClients.execute()]);
    runInAction(() => {
      this.loading = false;
      if (services.ok) this.catalogue = [...services.value].sort(byName);
      if (clients?.ok) this.client = clients.value.find((c) => c.id === clientId) ?? null;
    });
  }

  setChosen(id: string): void {
    this.chosenId = id;
  }

  addChosen(): void {
    const item = this.catalogue.find((s) => s.id === this.chosenId);
    if (!item) return;
    this.budget = addLine(this.budget, { serviceId: item.id, name: item.name, priceCents: centsOf(item.price) });
    this.itemsMissing = false;
    this.chosenId = '';
  }

  remove(serviceId: string): void {
    this.budget = removeLine(this.budget, serviceId);
  }

  setDiscountText(text: string): void {
    this.discountText = text;
    this.discountInvalid = false;
  }

  applyDiscount(): void {
    const percent = parsePercent(this.discountText);
    const applied = percent.ok ? applyDiscount(this.budget, percent.value) : percent;
    if (!applied.ok) {
      this.discountInvalid = true;
      return;
    }
    this.budget = applied.value;
  }

  removeDiscount(): void {
    this.budget = removeDiscount(this.budget);
    this.discountText = '';
  }

  get hasDiscount(): boolean {
    return this.budget.discountBasisPoints > 0;
  }

  get available(): readonly ServiceItem[] {
    return this.catalogue.filter((s) => !this.budget.lines.some((l) => l.serviceId === s.id));
  }

  async submit(): Promise<void> {
    if (this.busy || this.done || !this.client) return;
    // A discount typed but not added was meant: it is applied (and said); one that is no percent stops here.
    const typed = withTypedDiscount(this.budget, this.discountText);
    if (!typed.ok) {
      this.discountInvalid = true;
      return;
    }
    if (typed.value.applied) {
      this.budget = typed.value.budget;
      this.notifier.show('info', msg('clients:budget.typedDiscountApplied', { percent: this.budget.discountBasisPoints / 100 }));
    }
    this.busy = true;
    const items = this.budget.lines.map((l) => this.catalogue.find((s) => s.id === l.serviceId)).filter((s): s is ServiceItem => !!s);
    const result = await settle(
      this.notifier,
      this.attach.execute({ client: this.client, items, discountPercent: this.budget.discountBasisPoints / 100 }),
      () => (this.itemsMissing = true),
    );
    runInAction(() => (this.busy = false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      announce(this.notifier, result.value, 'clients:budget.saved');
    });
    await wait(TIMING.afterClientSaved);
    await this.navigator.go(`/business-clients/dashboard/client?id=${encodeURIComponent(this.clientId)}`);
  }
}
