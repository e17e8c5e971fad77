import { err, type TeamClientVisits } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
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

  it("a refused deletion shows the server's message, closes its confirmation and navigates nowhere", async () => {
    f.api.deleteClient = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Client has visits' });
    const header = await loadedHeader();
    header.askDeleteClient();
    await header.confirmDelete();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Client has visits' } });
    expect(header.deleteAsked).toBe(false);
    expect(header.deleteBusy).toBe(false);
    expect(f.navigator.reloads).toEqual([]);
  });

  it('a lost network keeps the confirmation open, to try again', async () => {
    f.api.deleteClient = async () => err({ code: 'API_UNREACHABLE' as const });
    const header = await loadedHeader();
    header.askDeleteClient();
    await header.confirmDelete();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error' });
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

describe("ClientHeaderViewModel: the client's copy", () => {
  it('registers a copy of the client named in the active language, says so, then shows the list', async () => {
    const header = await loadedHeader();
    vi.useFakeTimers();
    const done = header.duplicate('copy');
    expect(header.duplicateBusy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.created).toMatchObject([{ name: `${f.client.name} copy`, teamId: f.client.team!.id, visits: [] }]);
    expect(header.duplicateBusy).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Client registered.' } });
    expect(f.navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterClientSaved);
    await done;
    expect(f.navigator.reloads).toEqual(['/business-clients']);
  });

  it("a refused copy shows the server's message, re-enables the button and stays on the page", async () => {
    f.api.create = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Name already used.' });
    const header = await loadedHeader();
    await header.duplicate('copy');
    expect(header.duplicateBusy).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Name already used.' } });
    expect(f.navigator.reloads).toEqual([]);
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

describe("ClientHeaderViewModel: a team change checks the client's visits on the new team first", () => {
  // The client (60-minute service) is visited on Tuesdays at 08:00 from 3 March; Equipe Norte visits
  // another client on the first three of those Tuesdays, `minutes` after 08:00.
  const norteBusy = (minutes: number, weeks = 3): TeamClientVisits[] => [
    {
      clientId: 'c9',
      clientName: 'Johnson Family',
      serviceMinutes: 60,
      visits: Array.from({ length: weeks }, (_, i) => ({ id: `j${i}`, start: Temporal.PlainDateTime.from('2026-03-03T08:00').add({ days: 7 * i, minutes }), status: 'pending' as const })),
    },
  ];
  const chooseNorte = async () => {
    const header = await loadedHeader();
    header.openTeamModal();
    header.setTeamChoice('t2');
    await vi.waitFor(() => expect(header.teamChecking).toBe(false));
    return header;
  };

  it.each([
    [89, 3],
    [90, 0],
  ])('a visit of the new team %i minutes away (the window is 90): %i of 12 would clash', async (minutes, clashing) => {
    f.teamVisits = norteBusy(minutes);
    const header = await chooseNorte();
    expect(f.teamVisitsAskedFor).toEqual(['t2']);
    expect(header.teamClashes).toEqual({ clashing, total: 12 });
  });

  it('with clashes, saving opens the re-slotting and sends nothing; going back keeps the team', async () => {
    f.teamVisits = norteBusy(0);
    const header = await chooseNorte();
    await header.saveTeam();
    expect(header.teamPlanner.conflictsOpen).toBe(true);
    expect(f.teamChanges).toEqual([]);
    await header.confirmTeamChange(); // three dates still open
    expect(f.teamChanges).toEqual([]);
    header.teamPlanner.closeConflicts();
    expect(header.client?.team?.id).toBe('t1');
  });

  it('resolved automatically: the team changes, then the clashing visits move and the others stay', async () => {
    f.teamVisits = norteBusy(0);
    const header = await chooseNorte();
    await header.saveTeam();
    header.teamPlanner.adjustAutomatically();
    header.teamPlanner.acceptPlan();
    await header.confirmTeamChange();
    expect(f.teamChanges).toEqual([['c1', 't2']]);
    expect(f.moves.map((m) => m.visitId).sort()).toEqual(['v1', 'v2', 'v3']);
    // 08:00 plus the hour and the 42-minute journey is 09:42; the next 15-minute step is 09:45.
    expect(f.moves.map((m) => m.start)).toContain('2026-03-03T09:45:00');
    expect(header.teamModalOpen).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'clients:changes.teamVisitsChanged', values: { moved: 3, removed: 0 } } });
    expect(header.client?.team?.id).toBe('t2');
  });

  it('a skipped visit is removed with the team change', async () => {
    f.teamVisits = norteBusy(0, 1);
    const header = await chooseNorte();
    await header.saveTeam();
    header.teamPlanner.skip(0);
    header.teamPlanner.acceptPlan();
    await header.confirmTeamChange();
    expect(f.teamChanges).toEqual([['c1', 't2']]);
    expect(f.deleted).toEqual(['visit c1/v1']);
    expect(f.moves).toEqual([]);
  });

  it('without clashes, saving changes the team at once and moves nothing', async () => {
    f.teamVisits = norteBusy(90);
    const header = await chooseNorte();
    await header.saveTeam();
    expect(header.teamPlanner.conflictsOpen).toBe(false);
    expect(f.teamChanges).toEqual([['c1', 't2']]);
    expect(f.moves).toEqual([]);
  });
});
