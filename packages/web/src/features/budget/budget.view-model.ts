// /business-clients/dashboard/client/budget?id=…: pick services from the company catalogue, add
// or remove a percent discount (adding keeps the undiscounted total and applies the percent;
// removing resets it to 0 and restores the total), see the total, and submit (one item at least).
// The services saved join those the client already has, and the discount is the client's, on all
// of them: the budget opens with that discount and says what the client has, so that saving keeps
// the discount unless the person removes it, and the client's total after saving is shown.
import {
  addLine,
  applyDiscount,
  withTypedDiscount,
  budgetWithClientDiscount,
  byName,
  centsOf,
  EMPTY_BUDGET,
  parsePercent,
  removeDiscount,
  removeLine,
  servicesTotal,
  totalWithAttached,
  type AttachServices,
  type AttachedService,
  type Budget,
  type Client,
  type LoadClients,
  type LoadClientSchedule,
  type LoadServices,
  type ServiceItem,
  type ServicesTotal,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { msg } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import type { ShownZones } from '../../shared/shown-zones';
import { announce, settle } from '../../shared/submit';

/** What the client has before this budget: its attached services and its discount. */
interface ClientServicesNow {
  readonly services: readonly AttachedService[];
  readonly discountPercent: number;
}

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
  /** What the client has now; null until read (saving waits for it: it would lose the discount). */
  current: ClientServicesNow | null = null;
  currentFailed = false;

  constructor(
    private readonly loadClients: Pick<LoadClients, 'execute' | 'cached'>,
    private readonly loadServices: Pick<LoadServices, 'execute'>,
    private readonly attach: Pick<AttachServices, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly loadSchedule: Pick<LoadClientSchedule, 'execute'>,
  ) {
    makeAutoObservable<BudgetViewModel, 'zones'>(this, { zones: observableRef });
  }

  /** The business's zones, given once their context is loaded (di/use-business-zones). */
  private zones: Pick<ShownZones, 'currency' | 'ask'> | null = null;

  takeZones(zones: Pick<ShownZones, 'currency' | 'ask'>): void {
    this.zones = zones;
    void zones.ask();
  }

  /** The currency of the amounts: the business's (the country at its address); null while unknown (no symbol). */
  get currency(): string | null {
    return this.zones?.currency ?? null;
  }

  async load(clientId: string): Promise<void> {
    this.clientId = clientId;
    this.client = this.loadClients.cached()?.find((c) => c.id === clientId) ?? null;
    const [services, clients] = await Promise.all([
      settle(this.notifier, this.loadServices.execute()),
      this.client ? Promise.resolve(null) : this.loadClients.execute(),
      this.loadCurrent(),
    ]);
    runInAction(() => {
      this.loading = false;
      if (services.ok) this.catalogue = [...services.value].sort(byName);
      if (clients?.ok) this.client = clients.value.find((c) => c.id === clientId) ?? null;
    });
  }

  /** Reads the client's services and discount; the budget takes the discount unless one was already chosen here. */
  async loadCurrent(): Promise<void> {
    this.currentFailed = false;
    const schedule = await settle(this.notifier, this.loadSchedule.execute(this.clientId));
    runInAction(() => {
      if (!schedule.ok) {
        this.currentFailed = true;
        return;
      }
      this.current = { services: schedule.value.services, discountPercent: schedule.value.discountPercent };
      if (this.budget.discountBasisPoints === 0 && this.discountText.trim() === '') {
        const withDiscount = budgetWithClientDiscount(schedule.value.discountPercent);
        this.budget = this.budget.lines.reduce(addLine, withDiscount);
        if (withDiscount.discountBasisPoints > 0) this.discountText = String(withDiscount.discountBasisPoints / 100);
      }
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

  /** The client's discount as saved, in percent (0 without one or before it is read). */
  get savedDiscountPercent(): number {
    return budgetWithClientDiscount(this.current?.discountPercent ?? 0).discountBasisPoints / 100;
  }

  /** The services the client has now, with the discount they have now. */
  get currentTotals(): ServicesTotal | null {
    return this.current ? servicesTotal(this.current.services.map((s) => s.value), this.savedDiscountPercent) : null;
  }

  /** All the client's services once this budget is saved, with the budget's discount (the client's from then on). */
  get totalsAfterSaving(): ServicesTotal | null {
    return this.current ? totalWithAttached(this.current.services.map((s) => s.value), this.budget) : null;
  }

  /** Saving would change the client's discount on all its services: from and to, in percent; null when it stays. */
  get discountChange(): { readonly from: number; readonly to: number } | null {
    if (!this.current) return null;
    const to = this.budget.discountBasisPoints / 100;
    const from = this.savedDiscountPercent;
    // A first discount for a client with no service yet changes nothing already there.
    return from === to || (from === 0 && this.current.services.length === 0) ? null : { from, to };
  }

  get canSubmit(): boolean {
    return !this.done && !!this.client && !!this.current;
  }

  get available(): readonly ServiceItem[] {
    return this.catalogue.filter((s) => !this.budget.lines.some((l) => l.serviceId === s.id));
  }

  async submit(): Promise<void> {
    if (this.busy || !this.canSubmit || !this.client || !this.current) return;
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
      this.attach.execute({ client: this.client, items, discountPercent: this.budget.discountBasisPoints / 100, alreadyAttached: this.current.services.map((s) => s.value) }),
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
