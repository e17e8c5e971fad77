// Answers are compressed for a client that accepts it (app.ts): what goes on the wire, read raw.
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext } from '../testing/test-context';

let app: ReturnType<typeof createApp>;
let server: Server;
beforeAll(async () => {
  app = createApp(await createTestContext());
  server = app.listen(0, '127.0.0.1');
  await new Promise((listening) => server.once('listening', listening));
});
afterAll(() => new Promise((closed) => server.close(closed)));

/** An answer's raw bytes and headers, as they go on the wire (supertest would decode them). */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const { port } = server.address() as AddressInfo;
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });

describe('compression', () => {
  it('gzips a large JSON answer for a client that accepts gzip, to the same JSON', async () => {
    const plain = await request(app).get('/openapi.json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await rawGet('/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.text.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(plain.body);
  });

  it('leaves a small answer and an error as they are', async () => {
    const health = await request(app).get('/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await request(app).post('/login').set('Accept-Encoding', 'gzip').send({ email: 'nobody@example.com', password: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toEqual({ error: expect.any(String) });
  });
});
