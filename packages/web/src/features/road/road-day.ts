// The road screen's data, shared by its panels (the route and map, the visit actions): the
// clients with visits pending today, how long a visit to each takes (for the plan), which of
// their visits are in progress (started on this device or on another: the reports' open reports,
// LoadStartedVisits) and what this device holds of them (waiting to be sent). The started visits survive a reload; with no signal the day is the one kept
// on the device today (`savedAt` says when, shown in the business's zone like every time in the
// app). A leader's own teams' stops come first; the others
// are shown only when asked.
import {
  ownStopsFirst,
  type LoadOwnTeamClients,
  type LoadRoadClients,
  type DayClientTeam,
  type LoadServiceMinutes,
  type LoadStartedVisits,
  type OpenReport,
  type OwnTeamClients,
  type QueuedVisitAction,
  type ReadVisitWorkOnDevice,
  type RoadClient,
  type StartedVisit,
} from '@fieldteam/core';
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
  /** Per client, its visit in progress today: started here or on another device. */
  started: ReadonlyMap<string, StartedVisit> = new Map();
  pending: ReadonlyMap<string, QueuedVisitAction['kind']> = new Map();
  /** How many of this person's visit actions wait on the device to be sent. */
  waiting = 0;
  /** The teams the signed-in leader leads and their clients; null when every stop is the person's own (or it is not known). */
  ownTeams: OwnTeamClients | null = null;
  /** Whether the stops of the teams the leader does not lead are shown (behind them). */
  showOtherTeams = false;
  /**
   * Minutes on site of the clients with a service duration, from the business's client list
   * (LoadServiceMinutes): kept on the device at once, the server's when asked (askServiceMinutes).
   */
  listedMinutes: ReadonlyMap<string, number> = new Map();
  /** Each client's team, from the same answer: with it an owner or a manager plans one team's day. */
  listedTeams: ReadonlyMap<string, DayClientTeam> = new Map();
  /** The team whose day is planned (its id), or null for one route through every stop, as the road draws it first. */
  teamChoice: string | null = null;
  /** The server's open reports of today as last read (null: not read yet, or unreadable since the screen opened). */
  private openReports: readonly OpenReport[] | null = null;
  private ownTeamsAsked = false;
  private ownTeamsKnown: Promise<void> | null = null;
  private minutesAsked = false;

  constructor(
    private readonly loadClients: Pick<LoadRoadClients, 'execute'>,
    private readonly visitWork: Pick<ReadVisitWorkOnDevice, 'execute'>,
    private readonly startedVisits: Pick<LoadStartedVisits, 'execute' | 'onDevice'>,
    private readonly notifier: Notifier,
    private readonly loadOwnTeams: Pick<LoadOwnTeamClients, 'execute' | 'keptOnDevice'> | null = null,
    private readonly loadServiceMinutes: Pick<LoadServiceMinutes, 'execute' | 'keptOnDevice'> | null = null,
    /** The business's zone, which the time the day was kept and the plan's times are shown in; the device's until given (takeZones). */
    private zones: Pick<ShownZones, 'timeZone' | 'currency' | 'ask'> | null = null,
  ) {
    const kept = loadServiceMinutes?.keptOnDevice();
    this.listedMinutes = kept?.minutes ?? new Map();
    this.listedTeams = kept?.teams ?? new Map();
    // The day's records are replaced, never changed in place: held by reference, not turned into
    // observables one field at a time, which held up the road's first drawing.
    makeAutoObservable<RoadDay, 'visitWork' | 'startedVisits' | 'openReports' | 'loadOwnTeams' | 'loadServiceMinutes' | 'ownTeamsAsked' | 'ownTeamsKnown' | 'minutesAsked' | 'zones'>(this, {
      zones: observableRef,
      visitWork: false,
      startedVisits: false,
      openReports: false,
      startedAsked: false,
      loadOwnTeams: false,
      loadServiceMinutes: false,
      ownTeamsAsked: false,
      ownTeamsKnown: false,
      minutesAsked: false,
      listedMinutes: observableRef,
      listedTeams: observableRef,
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
    // Asked beside the day, not before it: the reports are a large answer the stops do not wait for.
    this.startedAsked = this.askStarted();
    const result = await settle(this.notifier, this.loadClients.execute());
    // Read, checked and mapped in one task; ordered and drawn in the next.
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

  /** The last question for today's visits in progress (tests wait for it). */
  startedAsked: Promise<void> = Promise.resolve();

  /**
   * Today's visits in progress from the reports' open reports, merged with this device's record.
   * Unreadable (no signal), the last read ones stay, merged with what this device did since.
   */
  private async askStarted(): Promise<void> {
    const started = await this.startedVisits.execute();
    runInAction(() => {
      if (started.open !== null) this.openReports = started.open;
      this.refreshLocalState();
    });
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
    this.ownTeamsKnown = this.loadOwnTeams.execute().then((own) => {
      if (own.ok) runInAction(() => (this.ownTeams = own.value));
      else this.ownTeamsAsked = false;
    });
  }

  /**
   * The service durations of the day's clients, once per screen, after the first drawing: a
   * leader's own teams' answers carry them (nothing more to ask); for anyone else, the business's
   * client list. Without them a visit counts the default length.
   */
  async askServiceMinutes(): Promise<void> {
    // Not before the day is known: its clients are the ones asked about.
    if (this.minutesAsked || !this.loadServiceMinutes || this.clients.length === 0) return;
    this.minutesAsked = true;
    await this.ownTeamsKnown;
    if (this.ownTeams?.serviceMinutes) return;
    const facts = await this.loadServiceMinutes.execute(this.clients.map((c) => c.clientId));
    if (facts.ok)
      runInAction(() => {
        this.listedMinutes = facts.value.minutes;
        this.listedTeams = facts.value.teams;
      });
    else this.minutesAsked = false;
  }

  /** Minutes on site of each client with a service duration (the leader's own teams', or the client list's). */
  get serviceMinutes(): ReadonlyMap<string, number> {
    const own = this.ownTeams?.serviceMinutes;
    if (!own || own.size === 0) return this.listedMinutes;
    if (this.listedMinutes.size === 0) return own;
    return new Map([...this.listedMinutes, ...own]);
  }

  /** The zone the plan's times are in: the business's once known, the device's until then. */
  get timeZone(): string {
    return this.zones?.timeZone ?? Temporal.Now.timeZoneId();
  }

  /** Reads again what this device holds: the visits started here and the actions not yet sent. */
  refreshLocalState(): void {
    const work = this.visitWork.execute();
    this.started = this.startedVisits.onDevice(this.openReports).visits;
    this.pending = work.pending;
    this.waiting = work.mine;
  }

  /**
   * The business's zones, asked again once the day is drawn (the company's address may have moved;
   * the currency of the services' values comes with them), as other screens ask when they open.
   * The zone itself is known before the page draws, kept for the session.
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

  /** The leader's own stops, then the others' when shown; for anyone else every stop, or the chosen team's. */
  get visibleClients(): readonly RoadClient[] {
    const { own, others } = ownStopsFirst(this.clients, this.ownTeams);
    const shown = this.showOtherTeams ? [...own, ...others] : own;
    // The teams are counted only when one is chosen (a 500-stop day is read on every plan).
    const choice = this.teamChoice;
    if (choice === null || !this.teamChoices.some((team) => team.id === choice)) return shown;
    return shown.filter((client) => this.listedTeams.get(client.clientId)?.id === choice);
  }

  /**
   * The teams with stops today, by name, with how many each, for someone who is not planning a
   * leader's own teams: offered when there are two or more (one route through every team's stops
   * would make one crew late everywhere). Empty otherwise.
   */
  get teamChoices(): readonly (DayClientTeam & { readonly stops: number })[] {
    if (this.ownTeams !== null) return [];
    const byId = new Map<string, DayClientTeam & { stops: number }>();
    for (const client of this.clients) {
      const team = this.listedTeams.get(client.clientId);
      if (!team) continue;
      const known = byId.get(team.id);
      if (known) known.stops += 1;
      else byId.set(team.id, { ...team, stops: 1 });
    }
    return byId.size < 2 ? [] : [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Plans the day of this team (its id), or of every stop (null). */
  setTeamChoice(teamId: string | null): void {
    this.teamChoice = teamId;
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

  /** The client's visit in progress today, or null. */
  startedVisit(clientId: string): StartedVisit | null {
    return this.started.get(clientId) ?? null;
  }
}
