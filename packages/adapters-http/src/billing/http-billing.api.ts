// BillingApi over HTTP: the owner's card subscription (/criar-assinatura). The specification does
// not show the answer's content; the contract's is `{ message }`, which is passed on. Every wire
// shape is in billing.wire.ts.
import { subscribeAnswer } from '@fieldteam/api-contract/answers/billing';
import type { BillingApi, Credentials, Subscription } from '@fieldteam/core';
import type { HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { toWireSubscription } from './billing.wire';

export class HttpBillingApi implements BillingApi {
  constructor(private readonly http: HttpClient) {}

  async subscribe(credentials: Credentials, subscription: Subscription) {
    const answer = await this.http.post('/criar-assinatura', toWireSubscription(credentials, subscription));
    return answer.ok ? readAck(subscribeAnswer, answer.value, 'subscribe') : answer;
  }
}
