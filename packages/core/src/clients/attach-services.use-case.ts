// Attaches catalogue services to a client with a percent discount (001 section 4), and the budget
// they make. The services are added to those the client already has, and the discount is the
// client's: it applies to all of them, so the total sent is the client's whole total.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { applyDiscount, EMPTY_BUDGET, addLine, totalWithAttached, type Budget } from '../budget/budget.rules';
import { centsOf } from '../budget/money.rules';
import type { ServiceItem } from '../services/service-item';
import type { Ack } from '../shared/acknowledgement';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { Client } from './client.entity';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

/** The budget of the chosen catalogue services, with the percent discount (001 section 4). */
export function budgetOf(items: readonly ServiceItem[], discountPercent: number): Budget {
  const lines = items.reduce((budget, item) => addLine(budget, { serviceId: item.id, name: item.name, priceCents: centsOf(item.price) }), EMPTY_BUDGET);
  if (discountPercent === 0) return lines;
  const discounted = applyDiscount(lines, discountPercent);
  return discounted.ok ? discounted.value : lines;
}

/** Attaches catalogue services to a client with a percent discount; at least one service. */
export class AttachServices {
  constructor(
    private readonly api: Pick<ClientsApi, 'attachServices'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** `alreadyAttached`: the values of the services the client has before these are added. */
  async execute(input: {
    client: Pick<Client, 'id' | 'email'>;
    items: readonly ServiceItem[];
    discountPercent: number;
    alreadyAttached: readonly number[];
  }): Promise<Result<Ack, ClientsFailure<'items' | 'discount' | 'id'>>> {
    if (!input.client.id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    if (input.items.length === 0) return err(validationFailure([{ field: 'items', code: 'ITEMS_REQUIRED' }]));
    const budget = applyDiscount(budgetOf(input.items, 0), input.discountPercent);
    if (!budget.ok) return err(validationFailure([{ field: 'discount', code: 'FIELD_INVALID' }]));
    return withBusiness(this.sessions, ({ credentials, ownerId }) =>
      this.api.attachServices(credentials, ownerId, input.client.id, {
        items: input.items,
        discountPercent: input.discountPercent,
        totalCents: totalWithAttached(input.alreadyAttached, budget.value).totalCents,
        clientEmail: input.client.email,
      }),
    );
  }
}
