// A client's budget from the catalogue items attached with services/add: core's budget rules
// (each service once, the percent applied to the total in cents).
import { addLine, amountOf, applyDiscount, centsOf, EMPTY_BUDGET } from '@fieldteam/core';
import type { ServiceRecord } from '../store/schema';

/** The discounted total; the percent must already be checked (0-100, two decimals). */
export function discountedTotal(items: readonly ServiceRecord[], percent: number): number {
  const budget = items.reduce((b, item) => addLine(b, { serviceId: item.id, name: item.itemName, priceCents: centsOf(item.price) }), EMPTY_BUDGET);
  const discounted = applyDiscount(budget, percent);
  if (!discounted.ok) throw new Error(`unchecked discount ${percent}`);
  return amountOf(discounted.value.totalCents);
}
