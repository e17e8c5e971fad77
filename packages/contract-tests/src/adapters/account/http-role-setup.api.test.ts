import { HttpClient, HttpRoleSetupApi } from '@fieldteam/adapters-http';
import { DEMO_NEWCOMER, DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpRoleSetupApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpRoleSetupApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

describe('HttpRoleSetupApi against the mock server', () => {
  it('lists categories per interface language', async () => {
    const { credentials } = await signInDemo(server, DEMO_NEWCOMER.email);
    for (const [language, first] of [['en', 'Cleaning'], ['pt-BR', 'Limpeza'], ['es-MX', 'Limpieza'], ['fr', 'Nettoyage']] as const) {
      const result = await api.listCategories(credentials, language);
      expect(result.ok && result.value[0]).toEqual({ id: '1', title: first });
    }
  });

  it('sets up a business with working hours in the wire form, and refuses a second set-up', async () => {
    const { credentials, id } = await signInDemo(server, DEMO_NEWCOMER.email);
    const setup = {
      businessId: '11222333000181',
      nick: 'nina.clean',
      commercialName: 'Nina Clean',
      primaryEmail: 'hello@ninaclean.com',
      secondaryEmail: 'billing@ninaclean.com',
      phone: '11912345678',
      address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
      activities: ['Cleaning'],
      hours: { workingHours: [{ id: '1', day: 6 as const, startHour: 8, endHour: 12 }], closedDays: [7 as const] },
      acceptedTerms: true,
    };
    expect(await api.setEmployer(credentials, setup)).toEqual({ ok: true, value: { message: expect.any(String), role: 'employer' } });
    expect(server.ctx.store.data.companies.find((c) => c.ownerId === id)?.openingHours).toEqual({
      workingHours: [{ id: '1', day: 'sábado', startTime: '08:00', endTime: '12:00' }],
      closedDays: ['domingo'],
    });
    const again = await api.setEmployer(credentials, setup);
    expect(!again.ok && again.error).toMatchObject({ code: 'API_REFUSED', reason: 'refused' });
  });

  it("carries the server's refusal of a freelancer set-up for an owner", async () => {
    const { credentials } = await signInDemo(server, DEMO_OWNER.email);
    const result = await api.setFreelancer(credentials, {
      address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
      phone: '11912345678',
      activities: ['Cleaning'],
      acceptedTerms: true,
    });
    expect(!result.ok && result.error).toEqual({ code: 'API_REFUSED', reason: 'refused', message: 'This account already has a role.' });
  });
});
