import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validationMessagesEn as M } from '@fieldteam/core';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { BILLING_MESSAGES } from '../dto/billing.dto';
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import { openFileStore } from '../store/file-store';
import type { Data, UserRecord } from '../store/schema';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

// Tuesday 10 March 2026 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const NUMBER = '4242424242424242';
const CVC = '7391';

let ctx: AppContext & { logs: string[] };
let app: ReturnType<typeof createApp>;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext({ now: () => NOW });
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
  // The demo business is seeded on plus; these tests subscribe a business that has never paid.
  await ctx.store.update((data) => {
    const record = data.users.find((u) => u.id === owner.id)!;
    record.plan = 'free';
    delete record.subscription;
  });
});

const card = (extra: Record<string, unknown> = {}) => ({ number: NUMBER, exp_month: 3, exp_year: 2026, cvc: CVC, ...extra });
const body = (extra: Record<string, unknown> = {}, who: SignedIn = owner) => ({ email: who.email, token: who.token, employerId: who.ownerId, card: card(), plan: 'plus', ...extra });
const subscribe = (payload: object, target = app) => request(target).post('/criar-assinatura').send(payload);
const ownerRecord = (data: Readonly<Data> = ctx.store.data) => data.users.find((u) => u.id === owner.id)! as UserRecord;
const collaborator = (n: number) => ({
  email: owner.email,
  token: owner.token,
  name: 'Colab',
  surname: `Número ${n}`,
  phone: '11988887777',
  description: 'Rua Augusta, 500, São Paulo',
  latitude: -23.55,
  longitude: -46.65,
  createdById: owner.ownerId,
});

describe('POST /criar-assinatura', () => {
  it('records the plan and the brand and last four digits on the owner; the staff limits follow at once', async () => {
    expect((await request(app).post('/company/cadastre/colaborator').send(collaborator(1)).expect(403)).body.error).toBe(
      'Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add up to 10.',
    );
    expect((await subscribe(body()).expect(200)).body).toEqual({ message: expect.any(String) });
    expect(ownerRecord()).toMatchObject({ plan: 'plus', subscription: { brand: 'visa', last4: '4242', plan: 'plus', subscribedAt: NOW.toISOString() } });
    await request(app).post('/company/cadastre/colaborator').send(collaborator(1)).expect(200);
  });

  it('subscribes to basic when the body has no plan, with the card number spaced and a two-digit year', async () => {
    await subscribe(body({ plan: undefined, card: card({ number: '5555 5555 5555 4444', exp_year: 26 }) })).expect(200);
    expect(ownerRecord()).toMatchObject({ plan: 'basic', subscription: { brand: 'mastercard', last4: '4444', plan: 'basic' } });
  });

  it('answers 400 for the declined card 4000000000000002 and keeps the plan', async () => {
    expect((await subscribe(body({ card: card({ number: '4000000000000002' }) })).expect(400)).body).toEqual({ error: BILLING_MESSAGES.declined });
    expect(ownerRecord().plan).toBe('free');
    expect(ownerRecord().subscription).toBeUndefined();
  });

  it.each([
    [{ card: card({ number: '4242424242424241' }) }, M.CARD_NUMBER_INVALID],
    [{ card: card({ number: 4242424242424242 }) }, M.CARD_NUMBER_INVALID],
    [{ card: card({ exp_month: 2 }) }, M.CARD_EXPIRY_INVALID],
    [{ card: card({ exp_year: 2025, exp_month: 12 }) }, M.CARD_EXPIRY_INVALID],
    [{ card: card({ exp_month: 13 }) }, M.CARD_EXPIRY_INVALID],
    [{ card: card({ exp_month: '03' }) }, M.CARD_EXPIRY_INVALID],
    [{ card: card({ cvc: '12' }) }, M.CARD_CVC_INVALID],
    [{ card: null }, BILLING_MESSAGES.card],
    [{ plan: 'gold' }, BILLING_MESSAGES.plan],
    [{ plan: 'free' }, BILLING_MESSAGES.plan],
    [{ employerId: '' }, 'Something went wrong, please try again.'],
  ])('answers 400 for %j and writes nothing', async (change, error) => {
    const before = JSON.stringify(ctx.store.data.users);
    expect((await subscribe(body(change)).expect(400)).body).toEqual({ error });
    expect(JSON.stringify(ctx.store.data.users)).toBe(before);
  });

  it('is for the owner only: a manager or leader (403), another business (403), a wrong token (401)', async () => {
    const before = JSON.stringify(ctx.store.data.users);
    for (const email of [DEMO_MANAGER.email, DEMO_LEADER.email]) {
      const member = await signIn(app, email);
      await subscribe(body({}, member)).expect(403);
    }
    await subscribe(body({ employerId: other.ownerId })).expect(403);
    await subscribe(body({ token: 'bad' })).expect(401);
    expect(JSON.stringify(ctx.store.data.users)).toBe(before);
  });

  it('never writes the card number or the security code to the data file or the log', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fieldteam-billing-')), 'db.json');
    const logs: string[] = [];
    const opened = await openFileStore(file, { seed: async () => structuredClone(ctx.store.data) as Data, lock: false });
    const fileCtx: AppContext = { ...ctx, store: opened.store, log: (line) => logs.push(line) };
    const fileApp = createApp(fileCtx, { logRequests: true });
    await subscribe(body({ card: card({ number: '4000000000000002' }) }), fileApp).expect(400);
    await subscribe(body({ card: card({ exp_month: 1 }) }), fileApp).expect(400);
    await subscribe(body(), fileApp).expect(200);

    // The data on disk: the snapshot and the journal line of the subscription.
    const documents = [readFileSync(file, 'utf8'), ...readFileSync(`${file}.journal`, 'utf8').trim().split('\n')];
    const journalled = documents
      .slice(1)
      .flatMap((line) => (JSON.parse(line) as { ops: Array<{ c: string; r: { subscription?: unknown } | null }> }).ops)
      .filter((op) => op.c === 'users' && op.r?.subscription);
    expect(journalled.at(-1)?.r?.subscription).toMatchObject({ brand: 'visa', last4: '4242' });
    for (const text of documents) {
      for (const number of [NUMBER, '4000000000000002']) expect(text).not.toContain(number);
      const strings: string[] = [];
      JSON.parse(text, (key, value: unknown) => {
        strings.push(key);
        if (typeof value === 'string') strings.push(value);
        return value;
      });
      expect(strings.filter((s) => s === CVC || /^(cvc|exp_month|exp_year|number)$/i.test(s))).toEqual([]);
    }
    await opened.close();

    expect(logs.length).toBeGreaterThanOrEqual(3);
    const withoutIds = (line: string) => line.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '<id>');
    for (const line of logs) expect(withoutIds(line)).not.toMatch(new RegExp(`${NUMBER}|4000000000000002|\\b${CVC}\\b`));
  });
});
