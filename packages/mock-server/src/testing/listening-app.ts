// The app on a real loopback port, for tests that need many requests at once or requests from
// several client addresses (127.0.0.2, 127.0.0.3...: Linux answers the whole 127/8 block).
import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import { createHttpServer } from '../http/http-server';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  readonly text: string;
}

export interface SendOptions {
  /** The client's source address (a 127.x.y.z address). */
  readonly from?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** A body sent as it is (not JSON-encoded). */
  readonly raw?: string;
}

export interface ListeningApp {
  readonly url: string;
  send(method: string, path: string, body?: unknown, options?: SendOptions): Promise<Answer>;
  close(): Promise<void>;
}

export async function listen(app: RequestListener): Promise<ListeningApp> {
  const server: Server = createHttpServer(app);
  // Connections are kept between requests (per source address), as a browser or a load tool would.
  // The server keeps an idle one longer than any pause of a test on a busy machine: with Node's
  // 5 s, a socket closed by the server as the next request goes out on it is reset (ECONNRESET),
  // a race of the test's client, not an answer of the server.
  server.keepAliveTimeout = 120_000;
  const agent = new Agent({ keepAlive: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const send = (method: string, path: string, body?: unknown, options: SendOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
      const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
      if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, localAddress: options.from, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text === '' ? undefined : JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });

  return {
    url,
    send,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
