import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_FREELANCER, DEMO_LEADER, DEMO_OWNER } from '../seed/demo-accounts';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
});

const list = async (who: SignedIn = owner) => (await request(app).get(`/company/items/budget/show/${who.auth}/${who.ownerId}`).expect(200)).body.budgets as Array<{ id: string; itemName: string; price: number }>;

describe('services', () => {
  it('lists the six demo services by name, to the owner and to a leader', async () => {
    const budgets = await list();
    expect(budgets).toHaveLength(6);
    expect(budgets[0]).toEqual({ id: expect.any(String), itemName: 'Higienização de sofá', price: 180 });
    expect(await list(await signIn(app, DEMO_LEADER.email))).toHaveLength(6);
  });

  it('creates a batch at once', async () => {
    const res = await request(app)
      .post('/company/items/budget/create')
      .send({ email: owner.email, token: owner.token, createdById: owner.id, budgets: [{ id: 1, itemName: 'Lavagem de tapete', price: 75.5 }, { id: 2, itemName: 'Dedetização', price: '199,90' }] })
      .expect(200);
    expect(res.body.message).toBe('2 services have been saved.');
    const names = (await list()).map((b) => `${b.itemName}=${b.price}`);
    expect(names).toContain('Lavagem de tapete=75.5');
    expect(names).toContain('Dedetização=199.9');
  });

  it.each([
    [{ budgets: [] }],
    [{ budgets: [{ itemName: 'Ok name', price: -1 }] }],
    [{ budgets: [{ itemName: 'Ok name', price: 1.234 }] }],
    [{ budgets: [{ itemName: 'ab', price: 10 }] }],
    [{ budgets: [{ itemName: 'Fine', price: 10 }, { itemName: 'Broken', price: 'ten' }] }],
    // Texts that Number() would read but the price rule does not: never stored as a null price.
    [{ budgets: [{ itemName: 'Empty price', price: '' }] }],
    [{ budgets: [{ itemName: 'Blank price', price: '  ' }] }],
    [{ budgets: [{ itemName: 'Exponent', price: '1e3' }] }],
    [{ budgets: [{ itemName: 'Hexadecimal', price: '0x10' }] }],
    [{ budgets: [{ itemName: 'Three decimals', price: '1,234' }] }],
    [{ budgets: [{ itemName: 'Too dear', price: 10_000_000 }] }],
    [{ budgets: [{ itemName: 'Too dear text', price: '10000000' }] }],
    [{ budgets: [{ itemName: 'No price' }] }],
  ])('refuses %j with 400 and saves none of the batch', async (change) => {
    const res = await request(app).post('/company/items/budget/create').send({ email: owner.email, token: owner.token, createdById: owner.id, ...change }).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await list()).toHaveLength(6);
  });

  it('accepts the largest price, 9999999.99, as a number and as text, and zero', async () => {
    const budgets = [{ itemName: 'Top number', price: 9_999_999.99 }, { itemName: 'Top text', price: '9999999,99' }, { itemName: 'Free visit', price: 0 }];
    await request(app).post('/company/items/budget/create').send({ email: owner.email, token: owner.token, createdById: owner.id, budgets }).expect(200);
    const prices = Object.fromEntries((await list()).map((b) => [b.itemName, b.price]));
    expect([prices['Top number'], prices['Top text'], prices['Free visit']]).toEqual([9_999_999.99, 9_999_999.99, 0]);
  });

  it('edits and deletes through the documented GET paths', async () => {
    const [first] = await list();
    await request(app).get(`/company/item/budget/edit/${owner.auth}/${first!.id}/${encodeURIComponent('Limpeza de sofá premium')}/210,5`).expect(200);
    expect((await list()).find((b) => b.id === first!.id)).toEqual({ id: first!.id, itemName: 'Limpeza de sofá premium', price: 210.5 });
    await request(app).get(`/company/item/budget/edit/${owner.auth}/${first!.id}/Fine/abc`).expect(400);
    await request(app).get(`/company/item/budget/delete/${owner.auth}/${first!.id}`).expect(200);
    expect(await list()).toHaveLength(5);
    await request(app).get(`/company/item/budget/delete/${owner.auth}/${first!.id}`).expect(400);
  });

  it("refuses another business's services (403), a freelancer (403) and a wrong token (401)", async () => {
    await request(app).get(`/company/items/budget/show/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/item/budget/delete/${owner.auth}/${other.serviceId}`).expect(403);
    await request(app).get(`/company/item/budget/edit/${owner.auth}/${other.serviceId}/Mine/1`).expect(403);
    await request(app).post('/company/items/budget/create').send({ email: owner.email, token: owner.token, createdById: other.ownerId, budgets: [{ itemName: 'Sneaky', price: 1 }] }).expect(403);
    expect(ctx.store.data.services.find((s) => s.id === other.serviceId)?.itemName).toBe('Other service');
    const freelancer = await signIn(app, DEMO_FREELANCER.email);
    await request(app).get(`/company/items/budget/show/${freelancer.auth}/${freelancer.id}`).expect(403);
    await request(app).get(`/company/items/budget/show/${owner.email}/bad/${owner.id}`).expect(401);
  });
});
