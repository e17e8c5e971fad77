// Starts the real mock server app on an ephemeral port with a fresh in-memory store, so the HTTP
// adapters are tested against the server they talk to in development. It lives here, in the one
// package that may import both sides: adapters-http and mock-server depend on api-contract and
// never on each other (docs/decisions/0027-package-arrows.md).
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

/** Signs a demo account in through the real adapter and returns its credentials and owner id. */
export async function signInDemo(server: RunningMockServer, email: string, password = 'Fieldteam#2026') {
  const response = await fetch(`${server.baseUrl}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await response.json()) as { user: { id: string; token: string; createdById: string | null } };
  return { credentials: { email, token: body.user.token }, id: body.user.id, ownerId: body.user.createdById ?? body.user.id };
}
