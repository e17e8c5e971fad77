// The road's ordering worker: a day of hundreds of stops is ordered here, off the page's thread,
// so the page answers taps while it runs (ADR 0048).
import { answerStopOrder, type StopOrderAnswer, type StopOrderRequest } from './stop-ordering.protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<StopOrderRequest>) => void) | null;
  postMessage(message: StopOrderAnswer, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const answer = answerStopOrder(event.data);
  scope.postMessage(answer, 'order' in answer ? [answer.order.buffer] : []);
};
