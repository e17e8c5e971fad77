// The client detail's services panel: the services attached to the client, their sum with the
// client's discount (issue 13: the discount stays), and a service's removal after confirmation.
import { servicesTotal, type AttachedService, type DeleteAttachedService, type ServicesTotal } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../shared/notifier';
import type { ShownZones } from '../../shared/shown-zones';
import { announce, settle } from '../../shared/submit';
import type { ShownClient } from './shown-client';

export class ClientServicesViewModel {
  deleting: AttachedService | null = null;
  deleteBusy = false;

  constructor(
    private readonly shown: ShownClient,
    private readonly deleteService: Pick<DeleteAttachedService, 'execute'>,
    private readonly notifier: Notifier,
    private readonly zones: Pick<ShownZones, 'currency' | 'ask'>,
  ) {
    makeAutoObservable<ClientServicesViewModel, 'shown' | 'zones'>(this, { shown: false, zones: false });
  }

  /** Asks the business's zone, whose country's currency the amounts are in. */
  load(): Promise<void> {
    return this.zones.ask();
  }

  /** The currency of the amounts: the business's; null while unknown (no symbol). */
  get currency(): string | null {
    return this.zones.currency;
  }

  get services(): readonly AttachedService[] {
    return this.shown.schedule?.services ?? [];
  }

  /** The services' sum, the client's discount and the discounted total. */
  get totals(): ServicesTotal {
    return servicesTotal(this.services.map((s) => s.value), this.shown.schedule?.discountPercent ?? 0);
  }

  askDelete(service: AttachedService): void {
    this.deleting = service;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    const service = this.deleting;
    if (!service || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteService.execute(service.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, 'clients:detail.deleted.service');
      this.deleting = null;
    });
    if (result.ok) await this.shown.reloadSchedule();
  }
}
