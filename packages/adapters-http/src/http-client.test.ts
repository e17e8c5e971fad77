import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, pathOf } from './http-client';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('HttpClient', () => {
  it('sends JSON and parses the JSON answer', async () => {
    const baseUrl = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) }));
      });
    });
    const result = await new HttpClient({ baseUrl: `${baseUrl}/` }).post('/login', { a: 1 });
    expect(result).toEqual({ ok: true, value: { method: 'POST', url: '/login', type: 'application/json', body: { a: 1 } } });
  });

  it("returns the server's { error } as a refusal, with why in the app's terms (the session, the server busy, the request)", async () => {
    const baseUrl = await serve((req, res) => {
      res.statusCode = Number(req.url!.slice(1));
      res.end(JSON.stringify({ error: 'No.' }));
    });
    const http = new HttpClient({ baseUrl });
    const reasons: Record<string, unknown> = {};
    for (const status of [400, 401, 403, 404, 429, 500, 503]) {
      const answer = await http.get(`/${status}`);
      reasons[status] = !answer.ok && answer.error.code === 'API_REFUSED' ? answer.error.reason : answer;
    }
    expect(reasons).toEqual({ 400: 'refused', 401: 'session-ended', 403: 'refused', 404: 'refused', 429: 'try-later', 500: 'try-later', 503: 'try-later' });
  });

  it("returns the server's { error } as a refusal", async () => {
    const baseUrl = await serve((_req, res) => {
      res.statusCode = 403;
      res.end(JSON.stringify({ error: 'Not yours.' }));
    });
    expect(await new HttpClient({ baseUrl }).get('/x')).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'Not yours.' } });
  });

  it('describes a refusal without a body by its status', async () => {
    const baseUrl = await serve((_req, res) => {
      res.statusCode = 418;
      res.end();
    });
    const result = await new HttpClient({ baseUrl }).get('/x');
    expect(!result.ok && result.error).toMatchObject({ code: 'API_REFUSED', reason: 'refused', message: expect.stringContaining('418') });
  });

  it('treats a gateway error without a body as the server being unreachable', async () => {
    const baseUrl = await serve((_req, res) => {
      res.statusCode = 502;
      res.end('Bad gateway');
    });
    expect(await new HttpClient({ baseUrl }).get('/x')).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it('tells a network failure apart from a refusal', async () => {
    const baseUrl = await serve(() => undefined);
    server!.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await new HttpClient({ baseUrl }).get('/x')).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it('gives up after the timeout', async () => {
    const baseUrl = await serve(() => undefined); // never answers
    const result = await new HttpClient({ baseUrl, timeoutMs: 50 }).get('/slow');
    expect(result).toEqual({ ok: false, error: { code: 'API_TIMEOUT' } });
    server!.closeAllConnections();
  });

  it('lets a begun answer take longer than the wait for it to begin, within the body time limit', async () => {
    // The answer begins at once and its body arrives in two parts, 150 ms apart.
    const baseUrl = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.write('{"visits":');
      setTimeout(() => res.end('[1,2]}'), 150);
    });
    expect(await new HttpClient({ baseUrl, timeoutMs: 50 }).get('/big')).toEqual({ ok: true, value: { visits: [1, 2] } });
    // A body that stops arriving is given up after the body time limit.
    expect(await new HttpClient({ baseUrl, timeoutMs: 50, bodyTimeoutMs: 60 }).get('/big')).toEqual({ ok: false, error: { code: 'API_TIMEOUT' } });
  });

  it('reports a success answer that is not JSON', async () => {
    const baseUrl = await serve((_req, res) => res.end('<html>'));
    const result = await new HttpClient({ baseUrl }).get('/x');
    expect(!result.ok && result.error.code).toBe('API_BAD_ANSWER');
  });

  it('revalidates a GET with the ETag it was given: the new value and ETag when it changed, not modified on a 304', async () => {
    let version = 1;
    const seen: (string | undefined)[] = [];
    const baseUrl = await serve((req, res) => {
      seen.push(req.headers['if-none-match']);
      const etag = `"v${version}"`;
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('ETag', etag);
      res.end(JSON.stringify({ version }));
    });
    const http = new HttpClient({ baseUrl });
    expect(await http.getConditional('/calendar', null)).toEqual({ ok: true, value: { modified: true, value: { version: 1 }, etag: '"v1"' } });
    expect(await http.getConditional('/calendar', '"v1"')).toEqual({ ok: true, value: { modified: false } });
    version = 2;
    expect(await http.getConditional('/calendar', '"v1"')).toEqual({ ok: true, value: { modified: true, value: { version: 2 }, etag: '"v2"' } });
    expect(seen).toEqual([undefined, '"v1"', '"v1"']);
  });

  it("sends a conditional GET as 'no-cache', which a browser sends with max-age=0 and not with the no-cache that makes a server answer 200; every other call as 'no-store'", async () => {
    const sent: { readonly cache: RequestCache | undefined; readonly ifNoneMatch: string | null }[] = [];
    const fetchSpy: typeof fetch = async (_input, init) => {
      sent.push({ cache: init?.cache, ifNoneMatch: new Headers(init?.headers).get('if-none-match') });
      return new Response(null, { status: 304 });
    };
    const http = new HttpClient({ baseUrl: 'http://api.test', fetch: fetchSpy });
    await http.getConditional('/calendar', 'W/"v1"');
    await http.getConditional('/calendar', null);
    await http.get('/company');
    await http.post('/x', {});
    expect(sent).toEqual([
      { cache: 'no-cache', ifNoneMatch: 'W/"v1"' },
      { cache: 'no-store', ifNoneMatch: null },
      { cache: 'no-store', ifNoneMatch: null },
      { cache: 'no-store', ifNoneMatch: null },
    ]);
  });

  it("reads a 304's empty body, which ends the request in a browser (else held open until the response is collected)", async () => {
    let read = false;
    const notModified = { status: 304, ok: false, headers: new Headers(), text: async () => ((read = true), '') } as unknown as Response;
    const http = new HttpClient({ baseUrl: 'http://api.test', fetch: async () => notModified });
    expect(await http.getConditional('/calendar', 'W/"v1"')).toEqual({ ok: true, value: { modified: false } });
    expect(read).toBe(true);
  });

  it('reads an answer without an ETag as modified, with none to revalidate it by', async () => {
    const baseUrl = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"a":1}');
    });
    expect(await new HttpClient({ baseUrl }).getConditional('/reports', null)).toEqual({ ok: true, value: { modified: true, value: { a: 1 }, etag: null } });
  });

  it('tells after each successful write (a POST, a PUT, a GET the adapter says writes), and not after a read or a refusal', async () => {
    const baseUrl = await serve((req, res) => {
      res.statusCode = req.url === '/refused' ? 400 : 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(req.url === '/refused' ? '{"error":"no"}' : '{"message":"ok"}');
    });
    let writes = 0;
    const http = new HttpClient({ baseUrl, onWrite: () => (writes += 1) });
    await http.get('/read');
    expect(writes).toBe(0);
    await http.get('/delete/x', { writes: true });
    await http.post('/create', {});
    await http.put('/edit', {});
    expect(writes).toBe(3);
    await http.post('/refused', {});
    await http.get('/refused', { writes: true });
    expect(writes).toBe(3);
  });

  it('asks a read again after the short Retry-After of a 429, and gives its answer', async () => {
    let calls = 0;
    const baseUrl = await serve((_req, res) => {
      calls += 1;
      res.setHeader('Content-Type', 'application/json');
      if (calls < 3) {
        res.statusCode = 429;
        res.setHeader('Retry-After', '2');
        res.end(JSON.stringify({ error: 'Busy, try again in a few seconds.' }));
      } else res.end(JSON.stringify({ calendar: [] }));
    });
    const waits: number[] = [];
    const client = new HttpClient({ baseUrl, wait: async (ms) => void waits.push(ms) });
    expect(await client.get('/company/calendar/data/x')).toEqual({ ok: true, value: { calendar: [] } });
    expect(waits).toEqual([2000, 2000]);
  });

  it("shows the server's message once a read is still refused after three waits, or when the wait it names is long", async () => {
    let retryAfter = '1';
    const baseUrl = await serve((_req, res) => {
      res.statusCode = 429;
      res.setHeader('Retry-After', retryAfter);
      res.end(JSON.stringify({ error: 'Busy, try again in a few seconds.' }));
    });
    const waits: number[] = [];
    const client = new HttpClient({ baseUrl, wait: async (ms) => void waits.push(ms) });
    const refused = { ok: false, error: { code: 'API_REFUSED', reason: 'try-later', message: 'Busy, try again in a few seconds.' } };
    expect(await client.get('/x')).toEqual(refused);
    expect(waits).toEqual([1000, 1000, 1000]);
    retryAfter = '3600';
    expect(await client.get('/x')).toEqual(refused);
    expect(waits).toHaveLength(3);
  });

  it('never sends a write or a sign-in again on a 429', async () => {
    let calls = 0;
    const baseUrl = await serve((_req, res) => {
      calls += 1;
      res.statusCode = 429;
      res.setHeader('Retry-After', '1');
      res.end(JSON.stringify({ error: 'Too many attempts.' }));
    });
    const client = new HttpClient({ baseUrl, wait: async () => undefined });
    expect(await client.post('/login', { email: 'a@b.c' })).toMatchObject({ ok: false, error: { reason: 'try-later' } });
    expect(await client.put('/x', {})).toMatchObject({ ok: false, error: { reason: 'try-later' } });
    expect(calls).toBe(2);
  });

  it('encodes every path segment', () => {
    expect(pathOf('check_auth', 'a.b@example.com', 'x/y z')).toBe('/check_auth/a.b%40example.com/x%2Fy%20z');
  });
});
