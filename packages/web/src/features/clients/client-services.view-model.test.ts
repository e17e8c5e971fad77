import { err } from '@fieldteam/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientDetailFixture } from '../../testing/client-detail.fixture';
import { fixedZones } from '../../testing/fixed-zones';

let f: ClientDetailFixture;
beforeEach(() => (f = new ClientDetailFixture()));

const loadedServices = async () => (await f.loaded()).services;

describe('ClientServicesViewModel: the attached services and their total', () => {
  it("shows the client's discount on its services: the sum, the percent off and the discounted total", async () => {
    f.discountPercent = 10;
    const services = await loadedServices();
    expect(services.totals).toEqual({ subtotalCents: 21050, discountPercent: 10, discountCents: 2105, totalCents: 18945 });
  });

  it("has the amounts in the business's currency once its zones are given (reais for a business in São Paulo), none before", async () => {
    const services = await loadedServices();
    expect(services.currency).toBeNull();
    services.takeZones(fixedZones('America/Sao_Paulo'));
    await vi.waitFor(() => expect(services.currency).toBe('BRL'));
  });

  it('the total of no attached services is zero', async () => {
    f.services = [];
    const services = await loadedServices();
    expect(services.totals.totalCents).toBe(0);
  });

  it('a service: confirming deletes it, and the total drops', async () => {
    const services = await loadedServices();
    services.askDelete(services.services[0]!);
    await services.confirmDelete();
    expect(f.deleted).toEqual(['service as1']);
    expect(services.services.map((s) => s.name)).toEqual(['Passadoria']);
    expect(services.totals.totalCents).toBe(9000);
    expect(services.deleting).toBeNull();
  });

  it("a refused deletion shows the server's message, keeps the service and closes its confirmation", async () => {
    f.api.deleteAttachedService = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Service in use' });
    const services = await loadedServices();
    services.askDelete(services.services[0]!);
    await services.confirmDelete();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Service in use' } });
    expect(services.deleting).toBeNull();
    expect(services.deleteBusy).toBe(false);
    expect(services.services).toHaveLength(2);
  });
});
