// /business-clients/dashboard/client?id=…: the screen's view-model, composing its three panels
// over the one client they show: the header and team card (team change, the client's deletion),
// the schedule (visits 5 a page, inline edit and deletion, more dates) and the attached services.
import type { Client } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ClientHeaderViewModel } from './client-header.view-model';
import type { ClientScheduleViewModel } from './client-schedule.view-model';
import type { ClientServicesViewModel } from './client-services.view-model';
import type { ShownClient } from './shown-client';

export class ClientDetailViewModel {
  /** Until the client, its schedule, the teams and the closed days have all answered. */
  loading = true;

  constructor(
    readonly shown: ShownClient,
    readonly header: ClientHeaderViewModel,
    readonly schedule: ClientScheduleViewModel,
    readonly services: ClientServicesViewModel,
  ) {
    makeAutoObservable<ClientDetailViewModel>(this, { shown: false, header: false, schedule: false, services: false });
  }

  get client(): Client | null {
    return this.shown.client;
  }

  async load(clientId: string): Promise<void> {
    // A page opened without a client (a link or bookmark missing its ?id=) shows "Client not
    // found" at once: nothing to ask the server, no error to show.
    if (clientId.trim() === '') {
      runInAction(() => (this.loading = false));
      return;
    }
    await Promise.all([this.shown.load(clientId), this.header.load(), this.schedule.load()]);
    runInAction(() => (this.loading = false));
  }
}
