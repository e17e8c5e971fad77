// The services group's wire shapes: budgets of { id, itemName, price }.
import { listServicesAnswer } from '@fieldteam/api-contract/answers/services';
import { ok, type ApiFailure, type NewService, type Result, type ServiceItem } from '@fieldteam/core';
import { checkedAnswer } from '../wire-guards';

export function readBudgets(body: unknown): Result<readonly ServiceItem[], ApiFailure> {
  const answer = checkedAnswer(listServicesAnswer, body, 'listServices');
  return answer.ok ? ok(answer.value.budgets.map((b) => ({ id: b.id, name: b.itemName, price: b.price }))) : answer;
}

/** New items carry a time-based id as the documented body shows; the server may assign its own. */
export const toWireBudgets = (services: readonly NewService[], nowMs: number) =>
  services.map((s, index) => ({ id: String(nowMs + index), itemName: s.name, price: s.price }));
