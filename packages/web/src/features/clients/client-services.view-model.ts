// The client detail's services panel: the services attached to the client, their sum with the
// client's discount (the discount stays), and a service's removal after confirmation.
import { servicesTotal, type AttachedService, type DeleteAttachedService, type ServicesTotal } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
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
  ) {
    makeAutoObservable<ClientServicesViewModel, 'shown' | 'zones'>(this, { shown: false, zones: observableRef });
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
