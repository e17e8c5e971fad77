// The road screen's data, shared by its panels (the route and map, the visit actions): the
// clients with visits pending today, and what this device holds of their visits (started here,
// waiting to be sent). The started visits survive a reload; with no signal the day is the one kept
// on the device today (`savedAt` says when, shown in the business's zone like every time in the
// app, ADR 0054). A leader's own teams' stops come first; the others
// are shown only when asked (ADR 0051).
import { ownStopsFirst, type LoadOwnTeamClients, type LoadRoadClients, type OwnTeamClients, type QueuedVisitAction, type ReadVisitWorkOnDevice, type RoadClient } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { ShownZones } from '../../shared/shown-zones';
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
  /** The teams the signed-in leader leads and their clients; null when every stop is the person's own (or it is not known). */
  ownTeams: OwnTeamClients | null = null;
  /** Whether the stops of the teams the leader does not lead are shown (behind them). */
  showOtherTeams = false;
  private ownTeamsAsked = false;

  constructor(
    private readonly loadClients: Pick<LoadRoadClients, 'execute'>,
    private readonly visitWork: Pick<ReadVisitWorkOnDevice, 'execute'>,
    private readonly notifier: Notifier,
    private readonly loadOwnTeams: Pick<LoadOwnTeamClients, 'execute' | 'keptOnDevice'> | null = null,
    /** The business's zone, which the time the day was kept is shown in; the device's until given (takeZones). */
    private zones: Pick<ShownZones, 'timeZone' | 'currency' | 'ask'> | null = null,
  ) {
    // The day's records are replaced, never changed in place: held by reference, not turned into
    // observables one field at a time, which held up the road's first drawing (ADR 0036).
    makeAutoObservable<RoadDay, 'visitWork' | 'loadOwnTeams' | 'ownTeamsAsked' | 'zones'>(this, {
      zones: observableRef,
      visitWork: false,
      loadOwnTeams: false,
      ownTeamsAsked: false,
      clients: observableRef,
      started: observableRef,
      pending: observableRef,
      ownTeams: observableRef,
    });
  }

  /**
   * The day's clients from the server, or as kept on the device when it cannot be reached
   * (another failure says why and keeps the list shown). True when the server answered.
   */
  async reload(): Promise<boolean> {
    this.askOwnTeams();
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

  /**
   * A leader's own teams, once per screen: the answer kept on the device at once, the server's
   * when it comes. The day does not wait for them: a leader of many teams waits seconds for their
   * clients. Not known (no signal, nothing kept): every stop shows.
   */
  private askOwnTeams(): void {
    if (this.ownTeamsAsked || !this.loadOwnTeams) return;
    this.ownTeamsAsked = true;
    const kept = this.loadOwnTeams.keptOnDevice();
    if (kept !== undefined) this.ownTeams = kept;
    void this.loadOwnTeams.execute().then((own) => {
      if (own.ok) runInAction(() => (this.ownTeams = own.value));
      else this.ownTeamsAsked = false;
    });
  }

  /** Reads again what this device holds: the visits started here and the actions not yet sent. */
  refreshLocalState(): void {
    const work = this.visitWork.execute();
    this.started = work.started;
    this.pending = work.pending;
    this.waiting = work.mine;
  }

  /**
   * The business's zone, given once the day is drawn: its code is not part of the road's first load
   * (the screen loads its context then). Asked each time a screen opens, as other screens do.
   */
  takeZones(zones: Pick<ShownZones, 'timeZone' | 'currency' | 'ask'>): void {
    this.zones = zones;
    void zones.ask();
  }

  /** The currency of the services' values: the business's, once its zone is known (ShownZones.currency); null before. */
  get currency(): string | null {
    return this.zones?.currency ?? null;
  }

  /** When the day shown was kept on the device, in the business's zone (the device's until it is known). */
  get savedAtShown(): Temporal.ZonedDateTime | null {
    if (this.savedAt === null) return null;
    return Temporal.Instant.from(this.savedAt).toZonedDateTimeISO(this.zones?.timeZone ?? Temporal.Now.timeZoneId());
  }

  setShowOtherTeams(show: boolean): void {
    this.showOtherTeams = show;
  }

  /** The leader's own stops, then the others' when shown; every stop for anyone else. */
  get visibleClients(): readonly RoadClient[] {
    const { own, others } = ownStopsFirst(this.clients, this.ownTeams);
    return this.showOtherTeams ? [...own, ...others] : own;
  }

  /** How many of today's stops belong to teams the leader does not lead. */
  get otherTeamsCount(): number {
    return ownStopsFirst(this.clients, this.ownTeams).others.length;
  }

  isOwn(clientId: string): boolean {
    return this.ownTeams === null || this.ownTeams.clientIds.has(clientId);
  }

  isStarted(clientId: string): boolean {
    return this.started.has(clientId);
  }
}
