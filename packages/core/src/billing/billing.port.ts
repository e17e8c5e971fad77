// The paid plan (001 section 2 "/account-plan", section 7 "/criar-assinatura", spec decisions 5 and 18).
import type { Credentials, UserId } from '../account/user.entity';
import type { PaidPlan } from '../business/plan';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';

export interface Card {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export interface Subscription {
  readonly employerId: UserId;
  readonly plan: PaidPlan;
  readonly card: Card;
}

export interface BillingApi {
  subscribe(credentials: Credentials, subscription: Subscription): Promise<Result<Ack, ApiFailure>>;
}
