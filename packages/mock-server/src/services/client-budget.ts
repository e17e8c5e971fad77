// A client's budget: the values of all its attached services (services/add adds to them), less the
// client's discount, by core's budget rules (the percent applied once to the sum, in cents).
import { amountOf, servicesTotal } from '@fieldteam/core';

/** The discounted total of a client's services; the percent must already be checked (0-100, two decimals). */
export function discountedTotal(values: readonly number[], percent: number): number {
  const total = servicesTotal(values, percent);
  if (total.discountPercent !== percent) throw new Error(`unchecked discount ${percent}`);
  return amountOf(total.totalCents);
}
