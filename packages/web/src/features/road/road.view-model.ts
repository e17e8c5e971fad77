// /business-clients/road: the screen's view-model, composing its panels over the one day they
// show: the route and map (ordered from the live position) and the visit actions (start, finish,
// cancel, and the outbox that holds them offline). It starts and stops what the screen watches.
import { makeAutoObservable } from 'mobx';
import { yieldToMain } from '../../shared/yield-to-main';
import type { RoadDay } from './road-day';
import type { RoadRouteViewModel } from './road-route.view-model';
import type { RoadRunningOver } from './road-running-over.view-model';
import type { RoadVisitActionsViewModel } from './road-visit-actions.view-model';

export class RoadViewModel {
  private stopped = false;

  constructor(
    readonly day: RoadDay,
    readonly routing: RoadRouteViewModel,
    readonly visits: RoadVisitActionsViewModel,
    /** Whether the visit under way runs past its length; none said without it. */
    readonly runningOver: RoadRunningOver | null = null,
  ) {
    makeAutoObservable<RoadViewModel, 'stopped'>(this, { day: false, routing: false, visits: false, runningOver: false, stopped: false });
  }

  /**
   * Starts the screen: the network's comings and goings, the position (watched), then, in a task
   * of its own, the clients (a slow phone spends as long asking for them as on the rest).
   */
  async start(): Promise<void> {
    this.stopped = false;
    this.visits.watchConnectivity();
    this.day.refreshLocalState();
    this.routing.start();
    this.runningOver?.start();
    await yieldToMain();
    if (this.stopped) return;
    if (this.visits.online) await this.visits.sync();
    await this.day.reload();
  }

  stop(): void {
    this.stopped = true;
    this.routing.stop();
    this.visits.stop();
    this.runningOver?.stop();
  }
}
