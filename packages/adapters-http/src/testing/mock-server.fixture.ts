// Starts the real mock server app on an ephemeral port with a fresh in-memory store, so the
// adapter is tested against the server it talks to in development.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createTestContext, type AppContext } from '@fieldteam/mock-server';

export interface RunningMockServer {
  readonly baseUrl: string;
  readonly ctx: AppContext;
  close(): Promise<void>;
  lastCode(email: string): Promise<string>;
}

export async function startMockServer(): Promise<RunningMockServer> {
  const ctx = await createTestContext();
  const server: Server = createServer(createApp(ctx));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    ctx,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    lastCode: async (email) => {
      const mails = (await (await fetch(`${baseUrl}/__dev/outbox?email=${encodeURIComponent(email)}`)).json()) as Array<{ code?: string }>;
      return mails[0]?.code ?? '';
    },
  };
}
