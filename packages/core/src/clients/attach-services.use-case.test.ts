import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { AttachServices } from './attach-services.use-case';
import type { ClientsApi, ServicesAttachment } from './clients.port';

/** A ClientsApi that records the services attached. */
class RecordingClientsApi implements Pick<ClientsApi, 'attachServices'> {
  attached: ServicesAttachment[] = [];
  attachServices = async (_c: unknown, _o: string, _client: string, a: ServicesAttachment) => (this.attached.push(a), ok({ message: '' }));
}

let api: RecordingClientsApi;
const store = signedInStore('employer', { id: 'owner-1' });

beforeEach(() => {
  api = new RecordingClientsApi();
});

describe('AttachServices', () => {
  const items = [
    { id: 's1', name: 'Limpeza padrão', price: 120.5 },
    { id: 's2', name: 'Passadoria', price: 90 },
  ];

  it('sends the items with the percent discount and the total in cents', async () => {
    await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'joana@cliente.com' }, items, discountPercent: 10, alreadyAttached: [] });
    expect(api.attached[0]).toEqual({ items, discountPercent: 10, totalCents: 18945, clientEmail: 'joana@cliente.com' });
  });

  it("sends the client's whole total: the services added join those already attached, all with the discount", async () => {
    await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'joana@cliente.com' }, items: [items[1]!], discountPercent: 15, alreadyAttached: [250, 570] });
    // (250 + 570 + 90) less 15 %: 910.00 - 136.50.
    expect(api.attached[0]).toEqual({ items: [items[1]], discountPercent: 15, totalCents: 77350, clientEmail: 'joana@cliente.com' });
  });

  it('needs at least one item and a percent between 0 and 100', async () => {
    const none = await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'x@y.z' }, items: [], discountPercent: 0, alreadyAttached: [] });
    expect(!none.ok && none.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'items', code: 'ITEMS_REQUIRED' }] });
    const tooMuch = await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'x@y.z' }, items, discountPercent: 101, alreadyAttached: [] });
    expect(!tooMuch.ok && tooMuch.error.code).toBe('VALIDATION_FAILED');
    expect(api.attached).toEqual([]);
  });
});
