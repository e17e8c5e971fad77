// BillingApi over HTTP: the owner's card subscription (/criar-assinatura). The answer's content is
// not documented; its `message` is passed on. Every wire shape is in billing.wire.ts.
import { ok, type BillingApi, type Credentials, type Subscription } from '@fieldteam/core';
import type { HttpClient } from '../http-client';
import { messageOf } from '../wire-guards';
import { toWireSubscription } from './billing.wire';

export class HttpBillingApi implements BillingApi {
  constructor(private readonly http: HttpClient) {}

  async subscribe(credentials: Credentials, subscription: Subscription) {
    const answer = await this.http.post('/criar-assinatura', toWireSubscription(credentials, subscription));
    return answer.ok ? ok({ message: messageOf(answer.value) }) : answer;
  }
}
