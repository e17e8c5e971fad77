// /business-clients/road: the screen's view-model, composing its panels over the one day they
// show: the route and map (ordered from the live position) and the visit actions (start, finish,
// cancel, and the outbox that holds them offline). It starts and stops what the screen watches.
import { makeAutoObservable } from 'mobx';
import type { RoadDay } from './road-day';
import type { RoadRouteViewModel } from './road-route.view-model';
import type { RoadRunningOver } from './road-running-over.view-model';
import type { RoadVisitActionsViewModel } from './road-visit-actions.view-model';

export class RoadViewModel {
  constructor(
    readonly day: RoadDay,
    readonly routing: RoadRouteViewModel,
    readonly visits: RoadVisitActionsViewModel,
    /** Whether the visit under way runs past its length; none said without it. */
    readonly runningOver: RoadRunningOver | null = null,
  ) {
    makeAutoObservable<RoadViewModel>(this, { day: false, routing: false, visits: false, runningOver: false });
  }

  /** Starts the screen: the network's comings and goings, the position (watched), then the clients. */
  async start(): Promise<void> {
    this.visits.watchConnectivity();
    this.day.refreshLocalState();
    this.routing.start();
    this.runningOver?.start();
    if (this.visits.online) await this.visits.sync();
    await this.day.reload();
  }

  stop(): void {
    this.routing.stop();
    this.visits.stop();
    this.runningOver?.stop();
  }
}
