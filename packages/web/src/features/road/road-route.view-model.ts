// The road screen's route and map: the day's clients ordered from the person's live position (or
// in the stored order), the route and the distance the ordering saves, the markers (rough places
// marked so), and the stops list. The route follows the clients and the position.
import {
  approximatelyPlaced,
  ownStopsFirst,
  geolocationErrorText,
  type GeolocationService,
  type MapMarker,
  type PlannedRoute,
  type PlanRoute,
  type Position,
  type RoadClient,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { RoadDay } from './road-day';

export type RoadStop = RoadClient & { readonly latitude: number; readonly longitude: number };

export const isMappable = (client: RoadClient): client is RoadStop =>
  client.address?.latitude !== null && client.address?.latitude !== undefined && client.address.longitude !== null && client.address.longitude !== undefined;

export class RoadRouteViewModel {
  position: Position | null = null;
  /** "Geolocation error: …", kept in state and not shown (001 section 8). */
  geolocationError: string | null = null;
  useStoredOrder = false;
  route: PlannedRoute<RoadStop> | null = null;
  /** Counts the plans asked for: only the latest one's answer is shown. */
  private plans = 0;
  private stopWatching: (() => void) | null = null;
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly day: RoadDay,
    private readonly planRoute: Pick<PlanRoute, 'execute'>,
    private readonly geolocation: GeolocationService,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    // A position and a planned route are replaced whole, never changed in place: held by reference.
    makeAutoObservable<RoadRouteViewModel, 'day' | 'plans' | 'stopWatching' | 'stopFollowing' | 'log'>(this, {
      day: false,
      plans: false,
      stopWatching: false,
      stopFollowing: false,
      log: false,
      position: observableRef,
      route: observableRef,
    });
  }

  /** Watches the position and replans whenever the day's stops shown change (a reload, a finish, the other teams' switch). */
  start(): void {
    this.stopFollowing = reaction(
      () => this.day.visibleClients,
      () => void this.recompute(),
    );
    this.stopWatching = this.geolocation.watch({
      onPosition: (position) => void this.onPosition(position),
      onError: (failure) => runInAction(() => (this.geolocationError = geolocationErrorText(failure))),
    });
  }

  stop(): void {
    this.stopWatching?.();
    this.stopFollowing?.();
  }

  private async onPosition(position: Position): Promise<void> {
    runInAction(() => {
      this.position = position;
      this.geolocationError = null;
    });
    await this.recompute();
  }

  get stops(): RoadStop[] {
    return this.day.visibleClients.filter(isMappable).map((c) => ({ ...c, latitude: c.address!.latitude!, longitude: c.address!.longitude! }));
  }

  setUseStoredOrder(useStored: boolean): void {
    this.useStoredOrder = useStored;
    void this.recompute();
  }

  /**
   * Orders the stops from the position and asks for the route; a route failure is only logged.
   * The order may come from a worker, in its own time: an answer overtaken by a later plan (a new
   * position, the toggle, the day changed) is dropped.
   */
  async recompute(): Promise<void> {
    const plan = ++this.plans;
    const origin = this.position ?? this.stops[0] ?? null;
    if (!origin) {
      runInAction(() => (this.route = null));
      return;
    }
    const planned = await this.planRoute.execute(origin, this.stops, { useStoredOrder: this.useStoredOrder });
    runInAction(() => {
      if (!planned.ok || plan !== this.plans) return;
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

  /**
   * Clients in visiting order, then those without coordinates; a leader's own teams' stops first,
   * the others (when shown) after them.
   */
  get orderedClients(): RoadClient[] {
    const ordered = this.route?.stops ?? [];
    const ids = new Set(ordered.map((s) => s.clientId));
    const all = [...ordered, ...this.day.visibleClients.filter((c) => !ids.has(c.clientId))];
    const { own, others } = ownStopsFirst(all, this.day.ownTeams);
    return [...own, ...others];
  }
}
