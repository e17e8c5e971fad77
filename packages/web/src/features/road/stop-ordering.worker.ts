// The road's planning worker: the day's appointment-keeping order is worked out here, off the
// page's thread, so the page answers taps while it runs.
import { planStops } from '@fieldteam/core';
import { answerBuffers, answerStopPlan, type StopPlanAnswer, type StopPlanMessage } from './stop-ordering.protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<StopPlanMessage>) => void) | null;
  postMessage(message: StopPlanAnswer, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const answer = answerStopPlan(event.data, planStops);
  scope.postMessage(answer, answerBuffers(answer));
};
