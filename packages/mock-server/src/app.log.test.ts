// What the app writes to its log: one line per entry whatever a field holds, and one-time codes
// only under the development and test configuration.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import { DEMO_OWNER } from './seed/demo-accounts';
import { signIn } from './testing/api-client';
import { createTestContext } from './testing/test-context';

const newPerson = { name: 'Maria', surname: 'Silva', email: 'maria@example.com', password: 'Secret#2026', docid: 12345678901, useterms: true };

/** Registers a person (an activation code) and asks for the owner's reset code; answers every code the outbox holds and the log. */
async function mailCodes(nodeEnv: string) {
  const config = readConfig({ NODE_ENV: nodeEnv });
  const ctx = await createTestContext();
  const app = createApp(ctx, { logRequests: true, devRoutes: config.devRoutes });
  await request(app).post('/register').send(newPerson).expect(200);
  await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
  const codes = ctx.store.data.outbox.map((mail) => mail.code).filter((code): code is string => code !== undefined);
  return { codes, logs: ctx.logs };
}

describe('one-time codes in the log', () => {
  it('under the production configuration: in no line; the recipient is masked', async () => {
    const { codes, logs } = await mailCodes('production');
    expect(codes).toHaveLength(2);
    for (const code of codes) for (const line of logs) expect(line).not.toContain(code);
    expect(logs).toContain('[outbox] to m***@example.com: Your Fieldteam activation code');
    expect(logs).toContain('[outbox] to o***@fieldteam.dev: Your Fieldteam password reset code');
    expect(logs.join('\n')).not.toContain(DEMO_OWNER.email);
  });

  it('under the test configuration: each code in its line, with the address (the developer reads them there)', async () => {
    const { codes, logs } = await mailCodes('test');
    expect(codes).toHaveLength(2);
    expect(logs).toContain(`[outbox] to maria@example.com: Your Fieldteam activation code (code ${codes[0]})`);
    expect(logs).toContain(`[outbox] to ${DEMO_OWNER.email}: Your Fieldteam password reset code (code ${codes[1]})`);
  });
});

describe('every line the app logs', () => {
  it('is one line, with control characters escaped, whatever a record holds', async () => {
    const ctx = await createTestContext();
    const app = createApp(ctx, { logRequests: true });
    const owner = await signIn(app, DEMO_OWNER.email);
    // A name written to the data before names refused control characters: it reaches the log in a mail's subject.
    const forged = 'Acme\n[mock-server] POST /criar-assinatura 200 3ms\r\u2028\u001b[2K';
    await ctx.store.update((data) => {
      data.companies.find((c) => c.ownerId === owner.ownerId)!.commercialName = forged;
    });
    const visit = ctx.store.data.visits.find((v) => v.ownerId === owner.ownerId && v.status === 'pending')!;
    await request(app)
      .get(`/company/client/service/notify/started/${owner.auth}/${visit.clientId}/${owner.ownerId}/${owner.id}/Carla-Mendes/${visit.id}`)
      .expect(200);
    const subject = ctx.logs.find((line) => line.startsWith('[outbox]') && line.includes('your visit has started'));
    expect(subject).toContain('Acme\\n[mock-server] POST /criar-assinatura 200 3ms\\r\\u2028\\x1b[2K: your visit has started');
    // eslint-disable-next-line no-control-regex -- the characters a line must not hold
    for (const line of ctx.logs) expect(line).not.toMatch(/[\n\r\u2028\u2029\u001b]/);
  });
});
