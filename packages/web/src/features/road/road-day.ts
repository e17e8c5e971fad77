// The road screen's data, shared by its panels (the route and map, the visit actions): the
// clients with visits pending today, and what this device holds of their visits (started here,
// waiting to be sent). The started visits survive a reload; with no signal the day is the one kept
// on the device today (`savedAt` says when).
import type { LoadRoadClients, QueuedVisitAction, ReadVisitWorkOnDevice, RoadClient } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { yieldToMain } from '../../shared/yield-to-main';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class RoadDay {
  clients: readonly RoadClient[] = [];
  loading = true;
  /** When the day shown was kept on the device (the server could not be reached); null when the server answered. */
  savedAt: string | null = null;
  started: ReadonlySet<string> = new Set();
  pending: ReadonlyMap<string, QueuedVisitAction['kind']> = new Map();
  /** How many of this person's visit actions wait on the device to be sent. */
  waiting = 0;

  constructor(
    private readonly loadClients: Pick<LoadRoadClients, 'execute'>,
    private readonly visitWork: Pick<ReadVisitWorkOnDevice, 'execute'>,
    private readonly notifier: Notifier,
  ) {
    // The day's records are replaced, never changed in place: held by reference, not turned into
    // observables one field at a time, which held up the road's first drawing (ADR 0036).
    makeAutoObservable<RoadDay, 'visitWork'>(this, { visitWork: false, clients: observableRef, started: observableRef, pending: observableRef });
  }

  /**
   * The day's clients from the server, or as kept on the device when it cannot be reached
   * (another failure says why and keeps the list shown). True when the server answered.
   */
  async reload(): Promise<boolean> {
    const result = await settle(this.notifier, this.loadClients.execute());
    // Read, checked and mapped in one task; ordered and drawn in the next (ADR 0035).
    await yieldToMain();
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.clients = result.value.clients;
        this.savedAt = result.value.savedAt;
      }
      this.refreshLocalState();
    });
    return result.ok && result.value.savedAt === null;
  }

  /** Reads again what this device holds: the visits started here and the actions not yet sent. */
  refreshLocalState(): void {
    const work = this.visitWork.execute();
    this.started = work.started;
    this.pending = work.pending;
    this.waiting = work.mine;
  }

  isStarted(clientId: string): boolean {
    return this.started.has(clientId);
  }
}
