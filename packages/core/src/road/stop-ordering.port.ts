// Where the road's plan is worked out (spec decision 12, plan-the-road.md). The plan of a day of
// hundreds of stops takes long enough to hold up a page, so an app may work it out elsewhere (the
// web app in a worker); in-thread planning (plan-stops.rules.ts) is the other way. Either gives planStops's answer for the
// same request.
import type { StopPlanFigures, StopPlanRequest } from './road-plan.rules';

export interface StopOrdering {
  /** The day's plan: the appointment-keeping order (or the order given), each visit timed. */
  plan(request: StopPlanRequest): Promise<StopPlanFigures>;
  /** Gets ready for a plan asked soon (a worker starts loading while the day does). */
  prepare?(): void;
}
