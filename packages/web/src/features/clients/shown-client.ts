// The client the detail screen (/business-clients/dashboard/client?id=…) shows, shared by its
// three panels (header and team, schedule, services): the client's record and its schedule (the
// visits, the attached services and the discount), loaded once and reloaded by the panel whose
// change touched them.
import type { Client, ClientSchedule, LoadClients, LoadClientSchedule } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class ShownClient {
  clientId = '';
  client: Client | null = null;
  schedule: ClientSchedule | null = null;

  constructor(
    private readonly loadClients: Pick<LoadClients, 'execute' | 'cached'>,
    private readonly loadSchedule: Pick<LoadClientSchedule, 'execute'>,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable(this);
  }

  /** The client (at once when the list is cached) and its schedule; a failed schedule says why. */
  async load(clientId: string): Promise<void> {
    this.clientId = clientId;
    const cached = this.loadClients.cached()?.find((c) => c.id === clientId);
    if (cached) this.client = cached;
    const [clients, schedule] = await Promise.all([
      cached ? Promise.resolve(null) : this.loadClients.execute(),
      settle(this.notifier, this.loadSchedule.execute(clientId)),
    ]);
    runInAction(() => {
      if (clients?.ok) this.client = clients.value.find((c) => c.id === clientId) ?? null;
      if (schedule.ok) this.schedule = schedule.value;
    });
  }

  async reloadSchedule(): Promise<void> {
    const schedule = await settle(this.notifier, this.loadSchedule.execute(this.clientId));
    if (schedule.ok) runInAction(() => (this.schedule = schedule.value));
  }

  async reloadClient(): Promise<void> {
    const clients = await this.loadClients.execute();
    if (clients.ok) runInAction(() => (this.client = clients.value.find((c) => c.id === this.clientId) ?? this.client));
  }
}
