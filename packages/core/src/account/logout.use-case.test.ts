import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryInProgressVisits, MemoryVisitOutbox } from '../testing/in-memory-road';
import { MemorySessionStore } from '../testing/memory-session.store';
import type { QueuedVisitAction } from '../visits/visit-stores.port';
import { Login } from './login.use-case';
import { Logout } from './logout.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let outbox: MemoryVisitOutbox;
let inProgress: MemoryInProgressVisits;

const finishQueued: QueuedVisitAction = { id: 'q1', kind: 'finish', visit: { clientId: 'c1', ownerId: 'o1', visitId: 'v1' }, taskId: 't1', observation: '', queuedAt: '2026-03-02T12:00:00Z' };

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
  outbox = new MemoryVisitOutbox();
  inProgress = new MemoryInProgressVisits();
});

describe('Logout', () => {
  it('disconnects and clears the stored data', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const result = await new Logout(api, store, outbox, inProgress).execute();
    expect(result.ok).toBe(true);
    expect(store.session).toBeNull();
    expect(api.accounts.get('ana@example.com')?.tokens.size).toBe(0);
  });

  it('still clears the stored data when the server cannot be reached', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    api.unreachable = true;
    const result = await new Logout(api, store, outbox, inProgress).execute();
    expect(!result.ok && result.error.code).toBe('API_UNREACHABLE');
    expect(store.session).toBeNull();
  });

  it('refuses while visit actions wait on the device, saying how many, and keeps everything', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    outbox.save([finishQueued, { ...finishQueued, id: 'q2', kind: 'cancel', visit: { ...finishQueued.visit, clientId: 'c2' } } as QueuedVisitAction]);
    const result = await new Logout(api, store, outbox, inProgress).execute();
    expect(result).toEqual({ ok: false, error: { code: 'LOGOUT_UNSENT_VISITS', count: 2 } });
    expect(store.session).not.toBeNull();
    expect(store.clearCount).toBe(0);
    expect(api.calls).not.toContain('disconnect');
  });

  it('signs out and drops the waiting actions when the person chose to discard them', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    outbox.save([finishQueued]);
    const result = await new Logout(api, store, outbox, inProgress).execute({ discardUnsent: true });
    expect(result.ok).toBe(true);
    expect(store.session).toBeNull();
    expect(store.clearCount).toBe(1);
    expect(outbox.load()).toEqual([]);
  });

  it("drops the person's visits in progress with a sign-out they chose", async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    inProgress.save({ c1: { taskId: 't1', visitId: 'v1' } });
    expect((await new Logout(api, store, outbox, inProgress).execute()).ok).toBe(true);
    expect(inProgress.load()).toEqual({});
  });

  it('clears the session before it waits for the server: a sign-out has begun as soon as it is asked for', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    let signedInWhileServerAsked: boolean | null = null;
    const disconnect = api.disconnect.bind(api);
    api.disconnect = async (credentials) => {
      signedInWhileServerAsked = store.session !== null;
      return disconnect(credentials);
    };
    await new Logout(api, store, outbox, inProgress).execute();
    expect(signedInWhileServerAsked).toBe(false);
    expect(api.accounts.get('ana@example.com')?.tokens.size).toBe(0);
  });
});
