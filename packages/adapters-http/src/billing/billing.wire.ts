// The wire shape of /criar-assinatura (001 section 7, spec decision 5; docs/api/clients-wire.md
// "Visits and subscription"): the documented `email, token, employerId, card{number, exp_month,
// exp_year, cvc}` with the month and year as integers, plus the extra `plan` field.
import type { Credentials, Subscription } from '@fieldteam/core';
import type { WireSchema } from '@fieldteam/api-contract';

export const toWireSubscription = (credentials: Credentials, subscription: Subscription): WireSchema<'SubscriptionBody'> => ({
  email: credentials.email,
  token: credentials.token,
  employerId: subscription.employerId,
  card: {
    number: subscription.card.number,
    exp_month: Math.trunc(subscription.card.expMonth),
    exp_year: Math.trunc(subscription.card.expYear),
    cvc: subscription.card.cvc,
  },
  plan: subscription.plan,
});
