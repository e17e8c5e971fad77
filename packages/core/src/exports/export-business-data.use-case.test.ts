import { describe, expect, it } from 'vitest';
import { RecordingClientsApi, RecordingServicesApi, RecordingStaffApi, RecordingTeamsApi, signedInToBusiness } from '../testing';
import { ExportBusinessData } from './export-business-data.use-case';

const setUp = (role: 'employer' | 'manager') => {
  const clients = new RecordingClientsApi();
  const services = new RecordingServicesApi();
  services.services = [{ id: 's-1', name: 'Poda', price: 80 }];
  const staff = new RecordingStaffApi();
  const teams = new RecordingTeamsApi();
  return { clients, staff, use: new ExportBusinessData(clients, clients, clients, services, staff, teams, signedInToBusiness(role)) };
};

describe('ExportBusinessData', () => {
  it('reads every collection of the owner’s business, managers included for the owner', async () => {
    const { clients, staff, use } = setUp('employer');
    const result = await use.execute();
    expect(result.ok && result.value.services).toEqual([{ id: 's-1', name: 'Poda', price: 80 }]);
    expect(result.ok && result.value.managers).toEqual([]);
    expect(clients.calls.map(([m, , owner]) => `${m}:${owner}`).sort()).toEqual(['calendar:owner-1', 'list:owner-1', 'reports:owner-1']);
    expect(staff.calls.map(([m, , , kind]) => `${m}${kind ? `:${kind}` : ''}`).sort()).toEqual(['listCollaborators', 'listMembers:leader', 'listMembers:manager']);
  });

  it('leaves the managers out for a manager, whom the server does not let list them', async () => {
    const { staff, use } = setUp('manager');
    const result = await use.execute();
    expect(result.ok && result.value.managers).toBeNull();
    expect(staff.calls.some(([, , , kind]) => kind === 'manager')).toBe(false);
  });

  it('asks for every collection at once, each part settling with its own answer', async () => {
    const { clients, staff } = setUp('employer');
    const services = new RecordingServicesApi();
    const teams = new RecordingTeamsApi();
    // The calendar still on its way.
    const slowCalendar = { list: clients.list.bind(clients), reports: clients.reports.bind(clients), calendar: () => new Promise<never>(() => undefined) };
    const parts = new ExportBusinessData(slowCalendar, slowCalendar, slowCalendar, services, staff, teams, signedInToBusiness('employer')).start();
    if (!parts.ok) throw new Error('not signed in');
    expect(await parts.value.clients).toEqual({ ok: true, value: [] });
    expect(await parts.value.reports).toEqual({ ok: true, value: [] });
    expect(await parts.value.managers).toEqual({ ok: true, value: [] });
    expect(staff.calls).toHaveLength(3);
  });

  it('starts nothing without a session', () => {
    const clients = new RecordingClientsApi();
    const use = new ExportBusinessData(clients, clients, clients, new RecordingServicesApi(), new RecordingStaffApi(), new RecordingTeamsApi(), { load: () => null });
    expect(use.start()).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(clients.calls).toHaveLength(0);
  });

  it('answers the first failure', async () => {
    const { clients, use } = setUp('employer');
    clients.failure = { code: 'API_UNREACHABLE' };
    expect(await use.execute()).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });
});
