import { HttpBillingApi, HttpClient } from '@fieldteam/adapters-http';
import type { ApiFailure, Card, Result } from '@fieldteam/core';
import { DEMO_MANAGER, DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let billing: HttpBillingApi;

beforeAll(async () => {
  server = await startMockServer();
  billing = new HttpBillingApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

const value = <T>(result: Result<T, ApiFailure>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const card = (number: string): Card => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });

describe('HttpBillingApi against the mock server', () => {
  it('subscribes the owner to a plan; a declined card and a manager are refused with the server text', async () => {
    const owner = await signInDemo(server, DEMO_OWNER.email);
    const manager = await signInDemo(server, DEMO_MANAGER.email);
    // The demo business is seeded on plus; start from a business that has never paid.
    await server.ctx.store.update((data) => {
      const record = data.users.find((u) => u.id === owner.id)!;
      record.plan = 'free';
      delete record.subscription;
    });
    expect(await billing.subscribe(owner.credentials, { employerId: owner.ownerId, plan: 'plus', card: card('4000000000000002') })).toMatchObject({
      ok: false,
      error: { code: 'API_REFUSED', reason: 'refused', message: expect.any(String) },
    });
    expect(await billing.subscribe(manager.credentials, { employerId: manager.ownerId, plan: 'plus', card: card('4242424242424242') })).toMatchObject({
      ok: false,
      error: { code: 'API_REFUSED', reason: 'refused' },
    });
    expect(value(await billing.subscribe(owner.credentials, { employerId: owner.ownerId, plan: 'plus', card: card('4242424242424242') })).message).not.toBe('');
    expect(server.ctx.store.data.users.find((u) => u.id === owner.id)).toMatchObject({ plan: 'plus', subscription: { brand: 'visa', last4: '4242', plan: 'plus' } });
  });
});
