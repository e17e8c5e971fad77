// The answers that carry many clients (a business's client list, calendar and reports, and a
// team's agenda) on the wire: an ETag, 304 to If-None-Match, the same JSON in every content coding, and
// the caller checked before anything else. Raw bytes, as they go on the wire.
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_LEADER, DEMO_OWNER } from '../seed/demo-accounts';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { listen, type Answer, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let server: ListeningApp;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;
let otherOwner: SignedIn;

beforeEach(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-03-10T15:00:00Z') });
  app = createApp(ctx);
  other = await addOtherBusiness(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  otherOwner = await signIn(app, other.email);
  server = await listen(app);
});
afterEach(() => server.close());

const CALLS = {
  'the client list': (who: SignedIn, ownerId = who.ownerId) => `/company/clients/${who.auth}/${ownerId}`,
  'the calendar': (who: SignedIn, ownerId = who.ownerId) => `/company/calendar/data/${who.auth}/${ownerId}`,
  'the reports': (who: SignedIn, ownerId = who.ownerId) => `/company/reports/${who.auth}/${ownerId}`,
  // The team of the business's first client (the one renameAClient renames).
  "a team's agenda": (who: SignedIn, ownerId = who.ownerId) => `/company/team/get/todos/${who.auth}/${ctx.store.clients.ofOwner(ownerId)[0]!.teamId}`,
};
type Call = keyof typeof CALLS;
const each = Object.keys(CALLS) as Call[];

const get = (path: string, headers: Record<string, string> = {}) => server.send('GET', path, undefined, { headers });
const decoded = (answer: Answer, raw: Buffer) =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
/** An answer's raw bytes, decoded as its Content-Encoding says (the listening app's `text` is UTF-8 only). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ answer: Answer; json: unknown }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer: Answer = { status: res.statusCode ?? 0, headers: res.headers, body: undefined, text: '' };
        resolve({ answer, json: JSON.parse(decoded(answer, Buffer.concat(chunks)).toString('utf8')) });
      });
    }).on('error', reject);
  });
}

/** A write through the API that changes what every one of the three answers reads: a client renamed. */
async function renameAClient(): Promise<void> {
  const client = ctx.store.clients.ofOwner(owner.ownerId)[0]!;
  const res = await server.send('POST', '/company/clients/update/user', {
    email: owner.email,
    token: owner.token,
    clientId: client.id,
    name: 'Aaron Renomeado',
    phone: client.phone,
    clientEmail: client.email,
    description: client.description,
    latitude: client.latitude,
    longitude: client.longitude,
  });
  expect(res.status, res.text).toBe(200);
}

describe.each(each)('%s', (call) => {
  const path = (who: SignedIn = owner, ownerId?: string) => CALLS[call](who, ownerId);

  it('carries a weak ETag, the same while nothing it reads changes, and keeps Cache-Control: no-store', async () => {
    const first = await get(path());
    const second = await get(path());
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers 304 with no body to If-None-Match naming its ETag (among others, weak or not), and 200 to any other tag', async () => {
    const { headers } = await get(path());
    const etag = headers.etag!;
    for (const tag of [etag, etag.slice(2), `W/"older", ${etag}`, '*']) {
      const again = await get(path(), { 'If-None-Match': tag });
      expect(again.status, tag).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-store');
    }
    const changed = await get(path(), { 'If-None-Match': 'W/"another"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(etag);
  });

  it('answers 304 with no body to a conditional GET whatever its Cache-Control (a browser sends no-cache with a request its page keeps no copy of)', async () => {
    const { headers } = await get(path());
    const requests: Record<string, string>[] = [{ 'Cache-Control': 'no-cache', Pragma: 'no-cache' }, { 'Cache-Control': 'max-age=0' }];
    for (const cacheControl of requests) {
      const again = await get(path(), { 'If-None-Match': headers.etag!, ...cacheControl });
      expect(again.status, cacheControl['Cache-Control']).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers['content-length'] ?? '0').toBe('0');
    }
  });

  it('gets a new ETag after a write to what it reads; the old tag then answers 200 with the new body', async () => {
    const before = await get(path());
    await renameAClient();
    const after = await get(path(), { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('Aaron Renomeado');
    expect(before.text).not.toContain('Aaron Renomeado');
  });

  it("keeps its ETag after writes to other collections and to another business's records", async () => {
    const before = await get(path());
    await signIn(app, DEMO_LEADER.email);
    const item = await server.send('POST', '/company/items/budget/create', { email: owner.email, token: owner.token, createdById: owner.ownerId, budgets: [{ itemName: 'Janelas', price: 50 }] });
    expect(item.status, item.text).toBe(200);
    const visit = await server.send('POST', '/company/clients/client/todo/add', {
      email: otherOwner.email,
      token: otherOwner.token,
      clientId: other.clientId,
      dates: [{ date: '30/03/2026', hour: '09', minute: '00', meridian: 'AM' }],
      checked: 'weekly',
    });
    expect(visit.status, visit.text).toBe(200);
    const after = await get(path(), { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(304);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("checks the caller before anything: another business's tag never answers 304, nor another business's id", async () => {
    const mine = await get(path());
    const theirs = await get(path(otherOwner));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    expect(theirs.text).not.toContain(ctx.store.clients.ofOwner(owner.ownerId)[0]!.id);
    const withMyTag = await get(path(otherOwner), { 'If-None-Match': mine.headers.etag! });
    expect(withMyTag.status).toBe(200);
    expect(withMyTag.text).toBe(theirs.text);
    const intoMine = await get(path(otherOwner, owner.ownerId), { 'If-None-Match': mine.headers.etag! });
    expect(intoMine.status).toBe(403);
    expect(intoMine.headers.etag).toBeUndefined();
    const badToken = await get(path({ ...owner, auth: `${owner.email}/not-a-token` }), { 'If-None-Match': mine.headers.etag! });
    expect(badToken.status).toBe(401);
  });

  it('sends the same JSON as brotli, gzip or as it is, whichever the caller accepts', async () => {
    const identity = await get(path(), { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(identity.text));
    const none = await get(path());
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.text).toBe(identity.text);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, br;q=0', undefined],
      ['deflate', undefined],
    ] as const) {
      const { answer, json } = await rawGet(path(), { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers.etag).toBe(identity.headers.etag);
      expect(json).toEqual(identity.body);
    }
  });
});

describe('the cached answers', () => {
  it('fit the contract: the calls answer as before, the list and calendar for a leader too', async () => {
    const leader = await signIn(app, DEMO_LEADER.email);
    for (const call of each) {
      const res = await get(CALLS[call](leader));
      expect(res.status, `${call}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });
});
