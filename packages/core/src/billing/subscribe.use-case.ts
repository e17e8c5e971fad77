// The owner subscribes to a paid plan by card (/account-plan): the card is checked, then sent once
// with the plan; nothing of it is kept on the device.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { PaidPlan } from '../business/plan';
import type { Ack } from '../shared/acknowledgement';
import { businessToday } from '../shared/business-today';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { BillingApi } from './billing.port';
import { cardDigits, fullYear, validateCard, type CardField } from './card.rules';

export class Subscribe {
  constructor(
    private readonly api: Pick<BillingApi, 'subscribe'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(input: { plan: PaidPlan; number: string; expMonth: string; expYear: string; cvc: string }): Promise<Result<Ack, ValidationFailure<CardField> | NotSignedIn | ApiFailure>> {
    const issues = validateCard(input, businessToday(this.clock));
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, ({ credentials, ownerId }) =>
      this.api.subscribe(credentials, {
        employerId: ownerId,
        plan: input.plan,
        card: { number: cardDigits(input.number), expMonth: Number(input.expMonth), expYear: fullYear(Number(input.expYear)), cvc: input.cvc.trim() },
      }),
    );
  }
}
