// The road's planner on the page's own thread, bundled like the worker, for the engine's times at
// 4x CPU: Chromium slows only a page's thread (a worker runs at full speed whatever rate is set,
// and it refuses the rate itself: "only supported for pages"), so the time a slow phone's worker
// would take is measured here, with the code and the messages the worker has.
import { planStops } from '@fieldteam/core';
import { serveStopPlans, type PlanningScope, type StopPlanAnswer, type StopPlanMessage } from '../src/features/road/stop-ordering.protocol';

/** Answers each message as the worker would, at once, on the caller's thread. */
export function inPagePlanner(): (message: StopPlanMessage) => StopPlanAnswer {
  let answered: StopPlanAnswer | null = null;
  const scope: PlanningScope = {
    onmessage: null,
    postMessage: (answer) => {
      answered = answer;
    },
  };
  serveStopPlans(scope, planStops, () => undefined); // no made-up day: the bench warms it up itself
  return (message) => {
    answered = null;
    scope.onmessage?.({ data: message } as MessageEvent<StopPlanMessage>);
    if (!answered) throw new Error('the planner did not answer');
    return answered;
  };
}
