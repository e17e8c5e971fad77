// The services group's wire shapes: budgets of { id, itemName, price }.
import { ok, type ApiFailure, type NewService, type Result, type ServiceItem } from '@fieldteam/core';
import { badAnswer, isObject, optionalNumber, text } from '../wire-guards';

export function readBudgets(body: unknown): Result<readonly ServiceItem[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.budgets)) return badAnswer('budgets: no list');
  return ok(
    body.budgets.filter(isObject).map((b) => ({ id: text(b.id) ?? '', name: text(b.itemName) ?? '', price: optionalNumber(b.price) ?? 0 })),
  );
}

/** New items carry a time-based id as the documented body shows; the server may assign its own. */
export const toWireBudgets = (services: readonly NewService[], nowMs: number) =>
  services.map((s, index) => ({ id: String(nowMs + index), itemName: s.name, price: s.price }));
