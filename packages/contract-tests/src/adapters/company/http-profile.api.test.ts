import { HttpClient, HttpProfileApi } from '@fieldteam/adapters-http';
import { DEMO_MANAGER, DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpProfileApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpProfileApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

describe('HttpProfileApi against the mock server', () => {
  it("reads the owner's company with its hours as ISO weekdays", async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_MANAGER.email);
    const result = await api.getCompany(credentials, ownerId);
    expect(result.ok && result.value).toMatchObject({ commercialName: 'Brilho Limpeza Profissional', businessId: '12345678000195', plan: 'plus', activities: ['Limpeza', 'Serviços residenciais'] });
    expect(result.ok && result.value?.hours?.closedDays).toEqual([7]);
    expect(result.ok && result.value?.hours?.workingHours.map((w) => w.day)).toEqual([1, 2, 3, 4, 5, 6]);
    const hours = await api.getBusinessHours(credentials, ownerId);
    expect(hours.ok && hours.value?.workingHours[5]).toMatchObject({ day: 6, startHour: 8, endHour: 12 });
  });

  it('edits company fields one by one, and the hours', async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    expect((await api.editCompanyField(credentials, ownerId, { field: 'name', value: 'Brilho SP' })).ok).toBe(true);
    expect((await api.editCompanyField(credentials, ownerId, { field: 'activity', activities: ['Limpeza'] })).ok).toBe(true);
    const address = { description: 'Rua Augusta, 900, São Paulo', latitude: -23.55, longitude: -46.66, complement: null };
    expect((await api.editCompanyField(credentials, ownerId, { field: 'address', address })).ok).toBe(true);
    const saved = await api.saveBusinessHours(credentials, ownerId, { workingHours: [{ id: '7', day: 2, startHour: 9, endHour: 17 }], closedDays: [7, 6] });
    expect(saved.ok).toBe(true);
    const company = await api.getCompany(credentials, ownerId);
    expect(company.ok && company.value).toMatchObject({ commercialName: 'Brilho SP', activities: ['Limpeza'], address, hours: { workingHours: [{ id: '7', day: 2, startHour: 9, endHour: 17 }], closedDays: [7, 6] } });
  });

  it('edits the own profile, and carries the refusal of a manager editing the company', async () => {
    const manager = await signInDemo(server, DEMO_MANAGER.email);
    expect((await api.editUserField(manager.credentials, 'phone', '11900001111')).ok).toBe(true);
    const refused = await api.editCompanyField(manager.credentials, manager.ownerId, { field: 'name', value: 'Mine' });
    expect(!refused.ok && refused.error).toEqual({ code: 'API_REFUSED', reason: 'refused', message: 'Only the business owner can do this.' });
  });
});
