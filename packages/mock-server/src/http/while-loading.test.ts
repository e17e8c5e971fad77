// A staged start answers before its business data is read: a call that needs that
// data waits for all of it and gets the whole answer; signing in does not wait.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_OWNER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { openFileStore, SnapshotFile, type OpenedStore } from '../store/file-store';
import type { Data } from '../store/schema';
import { createTestContext } from '../testing/test-context';

const opened: OpenedStore[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) await o.close();
});

/** The demo data in a data file, opened as the server opens it, with slices small enough for many steps. */
async function stagedApp() {
  const ctx = await createTestContext();
  const file = join(mkdtempSync(join(tmpdir(), 'fieldteam-staged-')), 'db.json');
  const data = structuredClone(ctx.store.data) as Data;
  await new SnapshotFile(file).write({ ...data, journalSeq: 0 });
  const failures: unknown[] = [];
  const o = await openFileStore(file, {
    seed: () => Promise.reject(new Error('the file exists')),
    lock: false,
    staged: { later: ['services', 'collaborators', 'teams', 'clients', 'visits', 'attachedServices', 'reports'], failed: (error) => failures.push(error), sizes: { chunk: 1024, batch: 512 } },
  });
  opened.push(o);
  const app = createApp({ ...ctx, store: o.store });
  return { app, store: o.store, data, failures };
}

/** Runs the rest of the loading a step per turn of the event loop, as the server does. */
function loadInTurns(store: OpenedStore['store']): Promise<number> {
  return new Promise((resolve) => {
    let steps = 0;
    const step = () => {
      steps += 1;
      if (store.finishLoadingSome()) setImmediate(step);
      else resolve(steps);
    };
    setImmediate(step);
  });
}

describe('a call during a staged start', () => {
  it('signs in before the business data is read, then lists every client once all of it is in', async () => {
    const { app, store, data, failures } = await stagedApp();
    expect(store.whenLoaded()).not.toBeNull();

    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_PASSWORD }).expect(200);
    // Answered without the business data.
    expect(store.whenLoaded()).not.toBeNull();
    const user = login.body.user as { id: string; token: string };

    await request(app).get('/health').expect(200);

    let answeredWhileLoading: boolean | null = null;
    const list = request(app)
      .get(`/company/clients/${DEMO_OWNER.email}/${user.token}/${user.id}`)
      .then((res) => {
        answeredWhileLoading = store.whenLoaded() !== null;
        return res;
      });
    // Nothing reads the rest meanwhile: the list waits for it, neither answered nor loading it at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answeredWhileLoading).toBeNull();
    expect(store.whenLoaded()).not.toBeNull();
    const steps = await loadInTurns(store);
    const res = await list;
    expect(steps).toBeGreaterThan(10);
    expect(res.status).toBe(200);
    expect(answeredWhileLoading).toBe(false);
    const owned = data.clients.filter((c) => c.ownerId === user.id);
    expect((res.body as { clients: unknown[] }).clients).toHaveLength(owned.length);
    expect(owned.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('a signed-in write arriving during the load waits for the data and is then made', async () => {
    const { app, store } = await stagedApp();
    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_PASSWORD }).expect(200);
    const user = login.body.user as { id: string; token: string };
    const write = request(app)
      .post('/company/items/budget/create')
      .send({ email: DEMO_OWNER.email, token: user.token, createdById: user.id, budgets: [{ itemName: 'Poda durante a carga', price: '10' }] })
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.whenLoaded()).not.toBeNull();
    await loadInTurns(store);
    const res = await write;
    expect(res.status).not.toBe(500);
    expect(res.status).toBe(200);
    expect([...store.services.all()].filter((s) => s.itemName === 'Poda durante a carga')).toHaveLength(1);
  });
});
