import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { err, ok } from '@fieldteam/core';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { KeptAnswers } from './kept-answers';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server of one JSON answer per path, with an ETag (or none) and 304 to If-None-Match naming it; it records each request. */
async function serve(options: { readonly etags: boolean }) {
  const versions = new Map<string, number>();
  const requests: { readonly path: string; readonly ifNoneMatch: string | null; readonly status: number }[] = [];
  server = createServer((req, res) => {
    const path = req.url!;
    const version = versions.get(path) ?? 1;
    const etag = `W/"${path}-${version}"`;
    const ifNoneMatch = req.headers['if-none-match'] ?? null;
    if (options.etags && ifNoneMatch === etag) {
      res.statusCode = 304;
      res.end();
    } else {
      res.setHeader('Content-Type', 'application/json');
      if (options.etags) res.setHeader('ETag', etag);
      res.end(JSON.stringify({ path, version }));
    }
    requests.push({ path, ifNoneMatch, status: res.statusCode });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { http: new HttpClient({ baseUrl }), versions, requests };
}

/** A reader that counts how often it parses an answer. */
function counting() {
  const read = (body: unknown) => {
    read.count += 1;
    return ok({ ...(body as { path: string; version: number }) });
  };
  read.count = 0;
  return read;
}

describe('KeptAnswers', () => {
  it('asks again with the ETag; a 304 answers the value kept, the same object, not read again', async () => {
    const { http, versions, requests } = await serve({ etags: true });
    const kept = new KeptAnswers(http);
    const read = counting();
    const first = await kept.get('calendar', '/calendar/ana/o1', read);
    const second = await kept.get('calendar', '/calendar/ana/o1', read);
    expect(second.ok && second.value).toBe(first.ok && first.value);
    expect(read.count).toBe(1);
    versions.set('/calendar/ana/o1', 2);
    const third = await kept.get('calendar', '/calendar/ana/o1', read);
    expect(third).toEqual(ok({ path: '/calendar/ana/o1', version: 2 }));
    expect(read.count).toBe(2);
    expect(requests).toEqual([
      { path: '/calendar/ana/o1', ifNoneMatch: null, status: 200 },
      { path: '/calendar/ana/o1', ifNoneMatch: 'W/"/calendar/ana/o1-1"', status: 304 },
      { path: '/calendar/ana/o1', ifNoneMatch: 'W/"/calendar/ana/o1-1"', status: 200 },
    ]);
  });

  it('revalidates a fresh read too: the ETag tells whether what is kept still holds', async () => {
    const { http, requests } = await serve({ etags: true });
    const kept = new KeptAnswers(http);
    const first = await kept.get('reports', '/reports/ana/o1', counting());
    const fresh = await kept.get('reports', '/reports/ana/o1', counting(), { fresh: true });
    expect(fresh.ok && fresh.value).toBe(first.ok && first.value);
    expect(requests.map((r) => r.status)).toEqual([200, 304]);
  });

  it('without an ETag, answers what it kept without asking, until a read asks for it fresh', async () => {
    const { http, versions, requests } = await serve({ etags: false });
    const kept = new KeptAnswers(http);
    const read = counting();
    const first = await kept.get('calendar', '/calendar/ana/o1', read);
    const second = await kept.get('calendar', '/calendar/ana/o1', read);
    expect(second.ok && second.value).toBe(first.ok && first.value);
    versions.set('/calendar/ana/o1', 2);
    expect(await kept.get('calendar', '/calendar/ana/o1', read, { fresh: true })).toEqual(ok({ path: '/calendar/ana/o1', version: 2 }));
    expect(requests).toEqual([
      { path: '/calendar/ana/o1', ifNoneMatch: null, status: 200 },
      { path: '/calendar/ana/o1', ifNoneMatch: null, status: 200 },
    ]);
  });

  it("asks for another session's or business's answer whole, and keeps one answer per call", async () => {
    const { http, requests } = await serve({ etags: true });
    const kept = new KeptAnswers(http);
    await kept.get('calendar', '/calendar/ana/o1', counting());
    await kept.get('calendar', '/calendar/bruno/o1', counting());
    await kept.get('reports', '/reports/bruno/o1', counting());
    await kept.get('calendar', '/calendar/bruno/o1', counting());
    expect(requests.map((r) => [r.path, r.ifNoneMatch])).toEqual([
      ['/calendar/ana/o1', null],
      ['/calendar/bruno/o1', null],
      ['/reports/bruno/o1', null],
      ['/calendar/bruno/o1', 'W/"/calendar/bruno/o1-1"'],
    ]);
  });

  it('passes a failure through and keeps what it had', async () => {
    const { http } = await serve({ etags: true });
    let down = false;
    const kept = new KeptAnswers({ getConditional: (path, etag) => (down ? Promise.resolve(err({ code: 'API_UNREACHABLE' as const })) : http.getConditional(path, etag)) });
    const first = await kept.get('calendar', '/calendar/ana/o1', counting());
    down = true;
    expect(await kept.get('calendar', '/calendar/ana/o1', counting())).toEqual(err({ code: 'API_UNREACHABLE' }));
    down = false;
    const again = await kept.get('calendar', '/calendar/ana/o1', counting());
    expect(again.ok && again.value).toBe(first.ok && first.value);
  });
});
