// The road's planning worker: the day's appointment-keeping order is worked out here, off the
// page's thread, so the page answers taps while it runs.
import { planStops } from '@fieldteam/core';
import { serveStopPlans, type PlanningScope } from './stop-ordering.protocol';

serveStopPlans(globalThis as unknown as PlanningScope, planStops, (task) => setTimeout(task, 0));
