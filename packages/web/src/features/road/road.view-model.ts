// /business-clients/road: the clients with visits pending today, ordered from the person's live
// position (or in the stored order), the route and the distance the ordering saves; per client
// "Avisar cliente" (start; hidden once started), "Cancelar atendimento" and "Finalizar serviço",
// all disabled while a request runs and for 3 s after; offline the actions wait on the device and
// are sent, in order, when the network is back. The started visits survive a reload.
import {
  approximatelyPlaced,
  closesVisit,
  geolocationErrorText,
  OBSERVATION_MAX_LENGTH,
  pendingSync,
  startedClients,
  type CancelVisit,
  type Connectivity,
  type FinishVisit,
  type GeolocationService,
  type LoadRoadClients,
  type MapMarker,
  type PlannedRoute,
  type PlanRoute,
  type QueuedVisitAction,
  type Position,
  type RoadClient,
  type StartVisit,
  type SyncVisitOutbox,
  type VisitActionFailure,
  type VisitDesk,
} from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { msg, serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export type RoadStop = RoadClient & { readonly latitude: number; readonly longitude: number };

export const isMappable = (client: RoadClient): client is RoadStop =>
  client.address?.latitude !== null && client.address?.latitude !== undefined && client.address.longitude !== null && client.address.longitude !== undefined;

export class RoadViewModel {
  clients: readonly RoadClient[] = [];
  loading = true;
  position: Position | null = null;
  /** "Geolocation error: …", kept in state and not shown (001 section 8). */
  geolocationError: string | null = null;
  useStoredOrder = false;
  route: PlannedRoute<RoadStop> | null = null;
  servicesOpen = false;
  expanded: string[] = [];
  details: Record<string, string> = {};
  /** Buttons are disabled while a request runs and for 3 s after it. */
  actionsLocked = false;
  online = true;
  started: ReadonlySet<string> = new Set();
  pending: ReadonlyMap<string, QueuedVisitAction['kind']> = new Map();
  /** The client whose visit "Cancelar atendimento" asks about (a mis-tap in the field must not lose a visit). */
  cancelAsked: RoadClient | null = null;
  private stopWatching: (() => void) | null = null;
  private stopConnectivity: (() => void) | null = null;

  constructor(
    private readonly loadClients: Pick<LoadRoadClients, 'execute'>,
    private readonly planRoute: Pick<PlanRoute, 'execute'>,
    private readonly startVisit: Pick<StartVisit, 'execute'>,
    private readonly finishVisit: Pick<FinishVisit, 'execute'>,
    private readonly cancelVisit: Pick<CancelVisit, 'execute'>,
    private readonly syncOutbox: Pick<SyncVisitOutbox, 'execute'>,
    private readonly desk: Pick<VisitDesk, 'inProgress' | 'outbox'>,
    private readonly geolocation: GeolocationService,
    private readonly connectivity: Connectivity,
    private readonly notifier: Notifier,
    private readonly navigator: Pick<Navigator, 'reload'>,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    makeAutoObservable<RoadViewModel, 'stopWatching' | 'stopConnectivity' | 'log' | 'navigator'>(this, { stopWatching: false, stopConnectivity: false, log: false, navigator: false });
  }

  /** Starts the screen: clients, position (once, then watched), and the network's comings and goings. */
  async start(): Promise<void> {
    this.online = this.connectivity.isOnline();
    this.refreshLocalState();
    this.stopConnectivity = this.connectivity.onChange((online) => void this.onConnectivity(online));
    this.stopWatching = this.geolocation.watch({
      onPosition: (position) => void this.onPosition(position),
      onError: (failure) => runInAction(() => (this.geolocationError = geolocationErrorText(failure))),
    });
    if (this.online) await this.sync();
    await this.reload();
  }

  stop(): void {
    this.stopWatching?.();
    this.stopConnectivity?.();
  }

  private refreshLocalState(): void {
    this.started = startedClients(this.desk);
    this.pending = pendingSync(this.desk);
  }

  async reload(): Promise<void> {
    const result = await settle(this.notifier, this.loadClients.execute());
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.clients = result.value;
      this.refreshLocalState();
    });
    await this.recompute();
  }

  private async onPosition(position: Position): Promise<void> {
    runInAction(() => {
      this.position = position;
      this.geolocationError = null;
    });
    await this.recompute();
  }

  private async onConnectivity(online: boolean): Promise<void> {
    runInAction(() => (this.online = online));
    if (online) {
      await this.sync();
      await this.reload();
    }
  }

  private async sync(): Promise<void> {
    if (this.desk.outbox.load().length === 0) return;
    const report = await this.syncOutbox.execute();
    runInAction(() => {
      this.refreshLocalState();
      if (!report.ok) return;
      if (report.value.sent > 0) this.notifier.success(msg('road:synced', { count: report.value.sent }));
      for (const refused of report.value.refused) this.notifier.error(serverText(refused.message));
    });
  }

  get stops(): RoadStop[] {
    return this.clients.filter(isMappable).map((c) => ({ ...c, latitude: c.address!.latitude!, longitude: c.address!.longitude! }));
  }

  setUseStoredOrder(useStored: boolean): void {
    this.useStoredOrder = useStored;
    void this.recompute();
  }

  /** Orders the stops from the position and asks for the route; a route failure is only logged. */
  private async recompute(): Promise<void> {
    const origin = this.position ?? this.stops[0] ?? null;
    if (!origin) {
      runInAction(() => (this.route = null));
      return;
    }
    const planned = await this.planRoute.execute(origin, this.stops, { useStoredOrder: this.useStoredOrder });
    runInAction(() => {
      if (!planned.ok) return;
      this.route = planned.value;
      if (planned.value.directionsFailure) this.log(`Route computation failed: ${JSON.stringify(planned.value.directionsFailure)}`);
    });
  }

  /**
   * The clients whose address was placed only roughly: on one point with other addresses (offline,
   * a street the geocoder does not know lands on its city's centre). The screen says so.
   */
  get roughlyPlaced(): ReadonlySet<string> {
    return approximatelyPlaced(this.stops.map((s) => ({ id: s.clientId, address: s.address?.description ?? '', latitude: s.latitude, longitude: s.longitude })));
  }

  /** The markers in visiting order, rough ones marked so. */
  get markers(): MapMarker[] {
    const rough = this.roughlyPlaced;
    return (this.route?.stops ?? []).map((s, i) => ({
      id: s.clientId,
      order: i + 1,
      label: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      approximate: rough.has(s.clientId),
    }));
  }

  /** Clients in visiting order, then those without coordinates. */
  get orderedClients(): RoadClient[] {
    const ordered = this.route?.stops ?? [];
    const ids = new Set(ordered.map((s) => s.clientId));
    return [...ordered, ...this.clients.filter((c) => !ids.has(c.clientId))];
  }

  openServices(): void {
    this.servicesOpen = true;
  }

  closeServices(): void {
    this.servicesOpen = false;
  }

  toggleInfo(clientId: string): void {
    this.expanded = this.expanded.includes(clientId) ? this.expanded.filter((id) => id !== clientId) : [...this.expanded, clientId];
  }

  /** The details textarea keeps at most 250 characters (001 section 5). */
  setDetails(clientId: string, text: string): void {
    this.details = { ...this.details, [clientId]: text.slice(0, OBSERVATION_MAX_LENGTH) };
  }

  isStarted(clientId: string): boolean {
    return this.started.has(clientId);
  }

  /** Finished or cancelled on this device while offline: no more actions until that is sent. */
  isClosedOffline(clientId: string): boolean {
    const kind = this.pending.get(clientId);
    return kind !== undefined && closesVisit(kind);
  }

  private async act(
    run: () => Promise<{ ok: true; value: { sent: true; message: string } | { sent: false; queued: true } } | { ok: false; error: VisitActionFailure }>,
    reloadAfter: boolean,
  ): Promise<boolean> {
    if (this.actionsLocked) return false;
    this.actionsLocked = true;
    const result = await run();
    runInAction(() => {
      this.refreshLocalState();
      if (result.ok) {
        if (result.value.sent) this.notifier.success(result.value.message ? serverText(result.value.message) : msg('road:done'));
        else this.notifier.show('info', msg('road:queued'));
      } else if (result.error.code === 'VISIT_NOT_STARTED') {
        // Finish does nothing when no started visit is stored for the client (001 section 5).
      } else if (result.error.code === 'VISIT_ALREADY_STARTED' || result.error.code === 'VISIT_NO_PENDING_VISIT' || result.error.code === 'VISIT_AWAITING_SYNC') {
        this.notifier.error(msg(`road:errors.${result.error.code}`));
      } else this.notifier.failure(result.error);
    });
    if (result.ok && reloadAfter && result.value.sent) await this.reload();
    await wait(TIMING.visitButtonsCooldown);
    runInAction(() => (this.actionsLocked = false));
    return result.ok && result.value.sent;
  }

  async notify(client: RoadClient): Promise<void> {
    await this.act(() => this.startVisit.execute(client), false);
  }

  async finish(client: RoadClient): Promise<void> {
    await this.act(async () => {
      const result = await this.finishVisit.execute({ clientId: client.clientId, observation: this.details[client.clientId] ?? '' });
      if (result.ok) runInAction(() => (this.details = { ...this.details, [client.clientId]: '' }));
      return result;
    }, true);
  }

  /** "Cancelar atendimento" asks first. */
  askCancel(client: RoadClient): void {
    if (!this.actionsLocked) this.cancelAsked = client;
  }

  dismissCancel(): void {
    this.cancelAsked = null;
  }

  /**
   * Cancels the visit asked about. Once the server has it, the page goes to /business-clients
   * (001 section 4) when the buttons' 3 s are over (time to read the message); a cancel queued
   * offline stays here, shown as waiting to be sent.
   */
  async confirmCancel(): Promise<void> {
    const client = this.cancelAsked;
    if (!client || this.actionsLocked) return;
    this.cancelAsked = null;
    const sent = await this.act(() => this.cancelVisit.execute(client), false);
    if (sent) this.navigator.reload('/business-clients');
  }
}
