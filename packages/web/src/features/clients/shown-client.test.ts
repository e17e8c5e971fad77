import { err, LoadClients } from '@fieldteam/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientDetailFixture } from '../../testing/client-detail.fixture';

let f: ClientDetailFixture;
beforeEach(() => (f = new ClientDetailFixture()));

describe('ShownClient: the client the detail screen shows', () => {
  it('shows a cached client at once and then asks the server only for its schedule', async () => {
    await new LoadClients(f.api, f.store, f.cache).execute();
    f.listCalls = 0;
    const shown = f.shownClient();
    const loading = shown.load('c1');
    expect(shown.client?.name).toBe('Joana Prado');
    expect(shown.schedule).toBeNull();
    await loading;
    expect(f.listCalls).toBe(0);
    expect(f.scheduleCalls).toBe(1);
    expect(shown.schedule?.visits).toHaveLength(12);
  });

  it('without a cache, loads the list and picks the client from it', async () => {
    const shown = f.shownClient();
    await shown.load('c1');
    expect(f.listCalls).toBe(1);
    expect(shown.client?.email).toBe('joana@cliente.com');
  });

  it('finds no client for an id the list does not hold (the screen says not found)', async () => {
    const shown = f.shownClient();
    await shown.load('gone');
    expect(shown.client).toBeNull();
  });

  it("a refused schedule shows the server's message and leaves the schedule empty", async () => {
    f.api.schedule = async () => err({ code: 'API_REFUSED' as const, reason: 'try-later' as const, message: 'Database down.' });
    const shown = f.shownClient();
    await shown.load('c1');
    expect(shown.client?.name).toBe('Joana Prado');
    expect(shown.schedule).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Database down.' } });
  });

  it('reloads the client after a change, and keeps the one shown when the list then fails', async () => {
    const shown = f.shownClient();
    await shown.load('c1');
    f.client = { ...f.client, phone: '11900001111' };
    await shown.reloadClient();
    expect(shown.client?.phone).toBe('11900001111');
    f.api.list = async () => err({ code: 'API_UNREACHABLE' as const });
    await shown.reloadClient();
    expect(shown.client?.phone).toBe('11900001111');
  });
});
