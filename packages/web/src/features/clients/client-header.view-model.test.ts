import { err } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { ClientDetailFixture } from '../../testing/client-detail.fixture';

let f: ClientDetailFixture;
beforeEach(() => (f = new ClientDetailFixture()));
afterEach(() => vi.useRealTimers());

const loadedHeader = async () => (await f.loaded()).header;

describe('ClientHeaderViewModel: the client deletion after confirmation', () => {
  it('confirming deletes the client and, after the message, goes back to /business-clients', async () => {
    const header = await loadedHeader();
    header.askDeleteClient();
    vi.useFakeTimers();
    const done = header.confirmDelete();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.deleted).toEqual(['client c1']);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Client deleted.' } });
    expect(f.navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterClientSaved);
    await done;
    expect(f.navigator.reloads).toEqual(['/business-clients']);
  });

  it("a refused deletion shows the server's message, keeps the dialog and navigates nowhere", async () => {
    f.api.deleteClient = async () => err({ code: 'API_REFUSED' as const, status: 403, message: 'Not allowed' });
    const header = await loadedHeader();
    header.askDeleteClient();
    await header.confirmDelete();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Not allowed' } });
    expect(header.deleteAsked).toBe(true);
    expect(header.deleteBusy).toBe(false);
    expect(f.navigator.reloads).toEqual([]);
  });

  it('cancelling keeps the client', async () => {
    const header = await loadedHeader();
    header.askDeleteClient();
    header.cancelDelete();
    expect(header.deleteAsked).toBe(false);
    await header.confirmDelete();
    expect(f.deleted).toEqual([]);
  });
});

describe('ClientHeaderViewModel: team change', () => {
  it('needs a team (TEAM_REQUIRED), then changes it and shows the new team', async () => {
    const header = await loadedHeader();
    header.openTeamModal();
    expect(header.teamModalOpen).toBe(true);
    expect(header.teamChoice).toBe('t1');
    header.setTeamChoice('');
    await header.saveTeam();
    expect(header.teamForm.errors.team).toBe('TEAM_REQUIRED');
    expect(f.teamChanges).toEqual([]);
    expect(header.teamModalOpen).toBe(true);
    header.setTeamChoice('t2');
    await header.saveTeam();
    expect(f.teamChanges).toEqual([['c1', 't2']]);
    expect(header.teamModalOpen).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Team changed.' } });
    expect(header.client?.team?.name).toBe('Equipe Norte');
  });

  it('reopening the modal clears the last error', async () => {
    const header = await loadedHeader();
    header.openTeamModal();
    header.setTeamChoice('');
    await header.saveTeam();
    header.closeTeamModal();
    header.openTeamModal();
    expect(header.teamForm.errors).toEqual({});
    expect(header.teamChoice).toBe('t1');
  });
});
