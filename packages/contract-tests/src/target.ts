// Where the contract suite sends its calls. By default: the mock server app started in-process on
// an ephemeral port with a fresh in-memory store (the demo data), strict about the contract. With
// CONTRACT_BASE_URL: a running server (staging, or a mock server started by hand), signed in as
// CONTRACT_EMAIL / CONTRACT_PASSWORD, read-only unless CONTRACT_ALLOW_WRITES=1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createTestContext, DEMO_OWNER, type AppContext } from '@fieldteam/mock-server';

export interface ContractTarget {
  readonly kind: 'mock' | 'remote';
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  /** Calls that change data run: always on the in-process mock, with CONTRACT_ALLOW_WRITES=1 elsewhere. */
  readonly allowWrites: boolean;
  /** The in-process server's context (mock only): its outbox and store. */
  readonly ctx: AppContext | null;
  /** The business's time zone: "today" of the visits. */
  readonly timeZone: string;
  close(): Promise<void>;
}

export const REMOTE_BASE_URL = process.env.CONTRACT_BASE_URL?.trim() || undefined;
export const IS_MOCK = REMOTE_BASE_URL === undefined;
export const ALLOW_WRITES = IS_MOCK || process.env.CONTRACT_ALLOW_WRITES === '1';

export async function startTarget(): Promise<ContractTarget> {
  if (REMOTE_BASE_URL) {
    const email = process.env.CONTRACT_EMAIL;
    const password = process.env.CONTRACT_PASSWORD;
    if (!email || !password) throw new Error('CONTRACT_BASE_URL needs CONTRACT_EMAIL and CONTRACT_PASSWORD (an owner account of a business on that server).');
    return {
      kind: 'remote',
      baseUrl: REMOTE_BASE_URL.replace(/\/+$/, ''),
      email,
      password,
      allowWrites: ALLOW_WRITES,
      ctx: null,
      timeZone: process.env.CONTRACT_TIME_ZONE ?? 'America/Sao_Paulo',
      close: async () => undefined,
    };
  }
  const ctx = await createTestContext();
  const server = createServer(createApp(ctx, { strictContract: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    kind: 'mock',
    baseUrl: `http://127.0.0.1:${port}`,
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    allowWrites: true,
    ctx,
    timeZone: ctx.timeZone,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The newest code e-mailed to an address (mock only: the development outbox, spec decision 16). */
export async function lastCode(target: ContractTarget, email: string): Promise<string> {
  const mails = (await (await fetch(`${target.baseUrl}/__dev/outbox?email=${encodeURIComponent(email)}`)).json()) as Array<{ code?: string }>;
  const code = mails.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}
