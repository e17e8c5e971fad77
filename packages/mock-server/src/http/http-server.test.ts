import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { listen, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';

let server: ListeningApp;
afterEach(() => server?.close());

/** Sends bytes as they are and reads the whole answer. */
function rawExchange(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the HTTP server', () => {
  it("answers what Node's parser refuses with JSON { error } too: a request line over 16 KB, bytes that are not HTTP", async () => {
    server = await listen(createApp(await createTestContext({ seeded: false })));
    const long = await server.send('GET', `/check_auth/a@b.co/${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(long.headers['content-type']).toMatch(/^application\/json/);
    expect(long.body).toEqual({ error: expect.stringMatching(/too large/) });
    const junk = await rawExchange(server.url, 'HELLO THERE\r\n\r\n');
    expect(junk).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(junk.split('\r\n\r\n')[1]!)).toEqual({ error: 'The request is not valid HTTP.' });
  });
});
