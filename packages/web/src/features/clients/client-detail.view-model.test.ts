import {
  AddVisitDates,
  ChangeClientTeam,
  DeleteAttachedService,
  DeleteClient,
  DeleteVisit,
  err,
  LoadBusinessHours,
  LoadClients,
  LoadClientSchedule,
  LoadTeamAgenda,
  LoadTeams,
  ok,
  PlanRecurrence,
  UpdateVisitDate,
  type AttachedService,
  type Client,
  type ClientsApi,
  type Recurrence,
  type ScheduledVisit,
  type Team,
  type TeamClientVisits,
  type TeamSummary,
} from '@fieldteam/core';
import { FixedClock, MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { TIMING } from '../../config/timing';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { pageWindow } from '../../ui/Pagination';
import { ClientDetailViewModel, SCHEDULE_MAX_PAGE_BUTTONS } from './client-detail.view-model';

// Monday 2 March 2026, 07:00 in São Paulo.
const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');

const teams: Team[] = [
  { id: 't1', name: 'Equipe Centro', leader: { id: 'l1', name: 'Lia Santos' }, members: [] },
  { id: 't2', name: 'Equipe Norte', leader: { id: 'l2', name: 'Rui Costa' }, members: [] },
];
const summaryOf = (team: Team): TeamSummary => ({ id: team.id, name: team.name, leaderName: team.leader?.name ?? null, memberNames: [] });

const baseClient: Client = {
  id: 'c1',
  name: 'Joana Prado',
  phone: '11988887777',
  email: 'joana@cliente.com',
  docId: null,
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
  team: summaryOf(teams[0]!),
  serviceMinutes: 60,
  createdById: 'o1',
  createdAt: null,
};

const visitAt = (id: string, start: string): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status: 'pending' });
// v1..v12: every Tuesday at 08:00 from 3 March 2026.
const weeklyVisits = (count: number) => Array.from({ length: count }, (_, i) => visitAt(`v${i + 1}`, Temporal.PlainDateTime.from('2026-03-03T08:00').add({ days: 7 * i }).toString()));

type Api = Pick<ClientsApi, 'list' | 'schedule' | 'teamVisits' | 'addVisits' | 'moveVisit' | 'deleteVisit' | 'deleteAttachedService' | 'changeTeam' | 'deleteClient'>;

let client: Client;
let visits: ScheduledVisit[];
let services: AttachedService[];
let discountPercent: number;
let teamVisits: TeamClientVisits[];
let teamVisitsAskedFor: string[];
let scheduleCalls: number;
let moves: Array<{ clientId: string; visitId: string; start: string }>;
let added: Array<{ clientId: string; visits: string[]; recurrence: Recurrence }>;
let deleted: string[];
let teamChanges: Array<[string, string]>;
let api: Api;
let notifier: Notifier;
let navigator: FakeNavigator;

function build(): ClientDetailViewModel {
  const store = signedInStore('employer', { id: 'o1' });
  const cache = new MemoryCache();
  return new ClientDetailViewModel(
    new LoadClients(api, store, cache),
    new LoadClientSchedule(api, store),
    new LoadTeams({ list: async () => ok(teams) }, store),
    new LoadBusinessHours({ getBusinessHours: async () => ok({ workingHours: [], closedDays: [7 as const] }) }, store),
    new LoadTeamAgenda(api, store, clock),
    new PlanRecurrence(clock),
    new AddVisitDates(api, store, clock),
    new UpdateVisitDate(api, store),
    new DeleteVisit(api, store),
    new DeleteAttachedService(api, store),
    new ChangeClientTeam(api, store, cache),
    new DeleteClient(api, store, cache),
    clock,
    notifier,
    navigator,
  );
}

async function loaded(): Promise<ClientDetailViewModel> {
  const vm = build();
  await vm.load('c1');
  return vm;
}

beforeEach(() => {
  client = baseClient;
  visits = weeklyVisits(12);
  services = [
    { id: 'as1', serviceId: 's1', name: 'Limpeza padrão', value: 120.5 },
    { id: 'as2', serviceId: 's2', name: 'Passadoria', value: 90 },
  ];
  teamVisits = [];
  teamVisitsAskedFor = [];
  scheduleCalls = 0;
  discountPercent = 0;
  moves = [];
  added = [];
  deleted = [];
  teamChanges = [];
  notifier = new Notifier();
  navigator = new FakeNavigator();
  api = {
    list: async () => ok([client, { ...baseClient, id: 'c2', name: 'Bruno Alves' }]),
    schedule: async () => (scheduleCalls++, ok({ services: [...services], discountPercent, visits: [...visits], recurrence: 'weekly' as const })),
    teamVisits: async (_credentials, teamId) => (teamVisitsAskedFor.push(teamId), ok(teamVisits)),
    addVisits: async (_credentials, clientId, dates, recurrence) => {
      added.push({ clientId, visits: dates.map(String), recurrence });
      visits = [...visits, ...dates.map((start, i) => ({ id: `n${i}`, start, status: 'pending' as const }))];
      return ok({ message: 'Dates added.' });
    },
    moveVisit: async (_credentials, clientId, visitId, start) => {
      moves.push({ clientId, visitId, start: start.toString() });
      visits = visits.map((v) => (v.id === visitId ? { ...v, start } : v));
      return ok({ message: 'Visit moved.' });
    },
    deleteVisit: async (_credentials, clientId, visitId) => {
      deleted.push(`visit ${clientId}/${visitId}`);
      visits = visits.filter((v) => v.id !== visitId);
      return ok({ message: '' });
    },
    deleteAttachedService: async (_credentials, id) => {
      deleted.push(`service ${id}`);
      services = services.filter((s) => s.id !== id);
      return ok({ message: '' });
    },
    changeTeam: async (_credentials, clientId, teamId) => {
      teamChanges.push([clientId, teamId]);
      client = { ...client, team: summaryOf(teams.find((t) => t.id === teamId)!) };
      return ok({ message: 'Team changed.' });
    },
    deleteClient: async (_credentials, clientId) => {
      deleted.push(`client ${clientId}`);
      return ok({ message: 'Client deleted.' });
    },
  };
});
afterEach(() => vi.useRealTimers());

describe('ClientDetailViewModel: load', () => {
  it('shows the client, the schedule 5 visits a page, the attached services and their total', async () => {
    const vm = build();
    expect(vm.loading).toBe(true);
    await vm.load('c1');
    expect(vm.loading).toBe(false);
    expect(vm.client?.name).toBe('Joana Prado');
    expect(vm.visits.pageCount).toBe(3);
    expect(vm.visits.pageItems.map((v) => v.id)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    vm.visits.setPage(3);
    expect(vm.visits.pageItems.map((v) => v.id)).toEqual(['v11', 'v12']);
    expect(vm.schedule?.services.map((s) => s.name)).toEqual(['Limpeza padrão', 'Passadoria']);
    expect(vm.totals.totalCents).toBe(21050);
    expect(vm.teams.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it("shows the client's discount on its services: the sum, the percent off and the discounted total (issue 13)", async () => {
    discountPercent = 10;
    const vm = build();
    await vm.load('c1');
    expect(vm.totals).toEqual({ subtotalCents: 21050, discountPercent: 10, discountCents: 2105, totalCents: 18945 });
  });

  it('lists the visits in time order', async () => {
    visits = [visitAt('late', '2026-05-01T10:00'), visitAt('early', '2026-03-04T09:00'), visitAt('middle', '2026-04-01T08:00')];
    const vm = await loaded();
    expect(vm.visits.items.map((v) => v.id)).toEqual(['early', 'middle', 'late']);
  });

  it('shows at most 40 page buttons however long the schedule is', async () => {
    visits = weeklyVisits(250);
    const vm = await loaded();
    expect(vm.visits.pageCount).toBe(50);
    expect(pageWindow(vm.visits.page, vm.visits.pageCount, SCHEDULE_MAX_PAGE_BUTTONS)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    vm.visits.setPage(50);
    expect(vm.visits.pageItems.map((v) => v.id)).toEqual(['v246', 'v247', 'v248', 'v249', 'v250']);
    expect(pageWindow(vm.visits.page, vm.visits.pageCount, SCHEDULE_MAX_PAGE_BUTTONS)).toEqual(Array.from({ length: 40 }, (_, i) => i + 11));
  });

  it('opens the schedule on the page of the next visit, the past on the pages before', async () => {
    // 7 visits before now (Monday 2 March 2026, 07:00), then 6 to come: the 8th is on page 2.
    visits = Array.from({ length: 13 }, (_, i) => visitAt(`p${i}`, Temporal.PlainDateTime.from('2026-01-13T08:00').add({ days: 7 * i }).toString()));
    const vm = await loaded();
    expect(vm.visits.page).toBe(2);
    expect(vm.visits.pageItems.map((v) => v.id)).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
    expect(vm.visits.pageItems[2]!.start.toString()).toBe('2026-03-03T08:00:00');
  });

  it('the total of no attached services is zero', async () => {
    services = [];
    const vm = await loaded();
    expect(vm.totals.totalCents).toBe(0);
  });
});

describe('ClientDetailViewModel: inline edit of a visit', () => {
  it.each([
    ['2026-03-10T14:30', 2, 30, 'PM'],
    ['2026-03-10T08:05', 8, 5, 'AM'],
    ['2026-03-10T00:15', 12, 15, 'AM'],
    ['2026-03-10T12:00', 12, 0, 'PM'],
  ] as const)('starting the edit of a visit at %s shows %i:%i %s', async (start, hour12, minute, meridian) => {
    visits = [visitAt('v1', start)];
    const vm = await loaded();
    vm.startEdit(vm.visits.items[0]!);
    expect(vm.editingId).toBe('v1');
    expect({ date: vm.editDate, hour12: vm.editHour12, minute: vm.editMinute, meridian: vm.editMeridian }).toEqual({ date: '2026-03-10', hour12, minute, meridian });
  });

  it.each([
    [12, 0, 'AM', '2026-03-11T00:00:00'],
    [12, 0, 'PM', '2026-03-11T12:00:00'],
    [11, 30, 'AM', '2026-03-11T11:30:00'],
    [9, 45, 'PM', '2026-03-11T21:45:00'],
  ] as const)('saving %i:%i %s sends %s and reloads the schedule', async (hour12, minute, meridian, sent) => {
    const vm = await loaded();
    vm.startEdit(vm.visits.items[0]!);
    vm.setEdit({ date: '2026-03-11', hour12, minute, meridian });
    await vm.saveEdit();
    expect(moves).toEqual([{ clientId: 'c1', visitId: 'v1', start: sent }]);
    expect(vm.editingId).toBeNull();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Visit moved.' } });
    expect(scheduleCalls).toBe(2);
    expect(vm.visits.items.find((v) => v.id === 'v1')?.start.toString()).toBe(sent);
  });

  it('cancelling drops the edited values: the visit keeps its date and editing it again starts from it', async () => {
    const vm = await loaded();
    const visit = vm.visits.items[0]!;
    vm.startEdit(visit);
    vm.setEdit({ date: '2026-04-01', hour12: 3, minute: 15, meridian: 'PM' });
    vm.cancelEdit();
    expect(vm.editingId).toBeNull();
    expect(moves).toEqual([]);
    vm.startEdit(visit);
    expect({ date: vm.editDate, hour12: vm.editHour12, minute: vm.editMinute, meridian: vm.editMeridian }).toEqual({ date: '2026-03-03', hour12: 8, minute: 0, meridian: 'AM' });
  });

  it('while the move is being saved, cancelling does not close the row', async () => {
    let answer!: (result: ReturnType<typeof ok<{ message: string }>>) => void;
    api.moveVisit = () => new Promise((resolve) => (answer = resolve));
    const vm = await loaded();
    vm.startEdit(vm.visits.items[0]!);
    vm.setEdit({ hour12: 10 });
    const saving = vm.saveEdit();
    expect(vm.editBusy).toBe(true);
    vm.cancelEdit();
    expect(vm.editingId).toBe('v1');
    answer(ok({ message: 'Visit moved.' }));
    await saving;
    expect(vm.editingId).toBeNull();
    expect(vm.editBusy).toBe(false);
  });

  it.each(['2026-02-30', '', 'tomorrow'])('an invalid date (%j) shows an error and sends nothing', async (date) => {
    const vm = await loaded();
    vm.startEdit(vm.visits.items[0]!);
    vm.setEdit({ date });
    await vm.saveEdit();
    expect(moves).toEqual([]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'validation:FIELD_INVALID' } });
    expect(vm.editingId).toBe('v1');
    expect(vm.editBusy).toBe(false);
  });

  it("a refused move shows the server's message and keeps the row in edit", async () => {
    api.moveVisit = async () => err({ code: 'API_REFUSED' as const, status: 400, message: 'The team is busy then' });
    const vm = await loaded();
    vm.startEdit(vm.visits.items[0]!);
    vm.setEdit({ hour12: 10 });
    await vm.saveEdit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'The team is busy then' } });
    expect(vm.editingId).toBe('v1');
    expect(vm.editBusy).toBe(false);
  });
});

describe('ClientDetailViewModel: deletions after confirmation', () => {
  it('a visit: cancelling keeps it; confirming deletes it and reloads the schedule', async () => {
    const vm = await loaded();
    const visit = vm.visits.items[1]!;
    vm.askDeleteVisit(visit);
    expect(vm.confirm).toMatchObject({ kind: 'visit', visit: { id: 'v2' } });
    vm.cancelConfirm();
    expect(vm.confirm).toBeNull();
    expect(deleted).toEqual([]);
    vm.askDeleteVisit(visit);
    await vm.confirmDelete();
    expect(deleted).toEqual(['visit c1/v2']);
    expect(vm.confirm).toBeNull();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'clients:detail.deleted.visit' } });
    expect(vm.visits.items.map((v) => v.id)).not.toContain('v2');
    expect(vm.visits.items).toHaveLength(11);
  });

  it('a service: confirming deletes it, and the total drops', async () => {
    const vm = await loaded();
    vm.askDeleteService(vm.schedule!.services[0]!);
    await vm.confirmDelete();
    expect(deleted).toEqual(['service as1']);
    expect(vm.schedule?.services.map((s) => s.name)).toEqual(['Passadoria']);
    expect(vm.totals.totalCents).toBe(9000);
  });

  it('the client: confirming deletes it and, after the message, goes back to /business-clients', async () => {
    const vm = await loaded();
    vm.askDeleteClient();
    vi.useFakeTimers();
    const done = vm.confirmDelete();
    await vi.advanceTimersByTimeAsync(0);
    expect(deleted).toEqual(['client c1']);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Client deleted.' } });
    expect(navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterClientSaved);
    await done;
    expect(navigator.reloads).toEqual(['/business-clients']);
  });

  it("a refused deletion shows the server's message, keeps the dialog and navigates nowhere", async () => {
    api.deleteClient = async () => err({ code: 'API_REFUSED' as const, status: 403, message: 'Not allowed' });
    const vm = await loaded();
    vm.askDeleteClient();
    await vm.confirmDelete();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Not allowed' } });
    expect(vm.confirm).toEqual({ kind: 'client' });
    expect(vm.confirmBusy).toBe(false);
    expect(navigator.reloads).toEqual([]);
  });
});

describe('ClientDetailViewModel: team change', () => {
  it('needs a team (TEAM_REQUIRED), then changes it and shows the new team', async () => {
    const vm = await loaded();
    vm.openTeamModal();
    expect(vm.teamModalOpen).toBe(true);
    expect(vm.teamChoice).toBe('t1');
    vm.setTeamChoice('');
    await vm.saveTeam();
    expect(vm.teamForm.errors.team).toBe('TEAM_REQUIRED');
    expect(teamChanges).toEqual([]);
    expect(vm.teamModalOpen).toBe(true);
    vm.setTeamChoice('t2');
    await vm.saveTeam();
    expect(teamChanges).toEqual([['c1', 't2']]);
    expect(vm.teamModalOpen).toBe(false);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Team changed.' } });
    expect(vm.client?.team?.name).toBe('Equipe Norte');
  });

  it('reopening the modal clears the last error', async () => {
    const vm = await loaded();
    vm.openTeamModal();
    vm.setTeamChoice('');
    await vm.saveTeam();
    vm.closeTeamModal();
    vm.openTeamModal();
    expect(vm.teamForm.errors).toEqual({});
    expect(vm.teamChoice).toBe('t1');
  });
});

describe('ClientDetailViewModel: more dates', () => {
  /** Another client of the team with one visit at each of these local times. */
  const otherClientAt = (...starts: Temporal.PlainDateTime[]): TeamClientVisits => ({
    clientId: 'other',
    clientName: 'Carlos Souza',
    serviceMinutes: 60,
    visits: starts.map((start, i) => ({ id: `o${i}`, start, status: 'pending' as const })),
  });
  // A weekly recurrence from Monday 2 March 2026 gives 53 Mondays, up to 1 March 2027.
  const mondayAt9 = (date: string) => Temporal.PlainDateTime.from(`${date}T09:00`);
  const conflictingDays = (vm: ClientDetailViewModel) => vm.planner.openEntries.map((i) => vm.planner.plan!.entries[i]!.original.toPlainDate().toString());

  it('with no dates, says dates are required and sends nothing', async () => {
    const vm = await loaded();
    vm.openDates();
    await vm.checkDates();
    expect(vm.datesMissing).toBe(true);
    await vm.saveDates();
    expect(vm.datesMissing).toBe(true);
    expect(added).toEqual([]);
    expect(teamVisitsAskedFor).toEqual([]);
    expect(vm.datesModalOpen).toBe(true);
    vm.closeDates();
    vm.openDates();
    expect(vm.datesMissing).toBe(false);
  });

  it.each([
    [60, 90],
    [120, 150],
    [null, 90], // no duration: a visit counts as one hour
  ])("with a service duration of %s min, a team task less than %i min away conflicts (the existing-client window); the client's own visits do not", async (serviceMinutes, window) => {
    client = { ...baseClient, serviceMinutes };
    teamVisits = [
      otherClientAt(
        mondayAt9('2026-03-09').add({ minutes: window - 1 }),
        mondayAt9('2026-03-16').add({ minutes: window }),
        mondayAt9('2026-03-23').subtract({ minutes: window - 1 }),
        mondayAt9('2026-03-30').subtract({ minutes: window }),
      ),
      { clientId: 'c1', clientName: 'Joana Prado', serviceMinutes, visits: [{ id: 'own', start: mondayAt9('2026-04-06'), status: 'pending' }] },
    ];
    const vm = await loaded();
    vm.openDates();
    vm.planner.setTime(9, 0, 'AM');
    vm.planner.setRecurrence('weekly');
    await vm.checkDates();
    expect(teamVisitsAskedFor).toEqual(['t1']);
    expect(vm.datesMissing).toBe(false);
    expect(vm.planner.conflictsOpen).toBe(true);
    expect(conflictingDays(vm)).toEqual(['2026-03-09', '2026-03-23']);
    expect(vm.planner.summary).toMatchObject({ total: 53, conflicting: 2 });
  });

  it('conflicts open the dialog and block saving until they are resolved; then the adjusted dates are sent', async () => {
    teamVisits = [otherClientAt(mondayAt9('2026-03-09').add({ minutes: 30 }))];
    const vm = await loaded();
    vm.openDates();
    vm.planner.setTime(9, 0, 'AM');
    vm.planner.setRecurrence('weekly');
    await vm.saveDates();
    expect(vm.planner.conflictsOpen).toBe(true);
    expect(added).toEqual([]);
    vm.planner.adjustAutomatically();
    vm.planner.acceptPlan();
    expect(vm.planner.conflictsOpen).toBe(false);
    await vm.saveDates();
    expect(added).toHaveLength(1);
    const sent = added[0]!;
    expect(sent.clientId).toBe('c1');
    expect(sent.recurrence).toBe('weekly');
    expect(sent.visits).toHaveLength(53);
    expect(sent.visits[0]).toBe('2026-03-02T09:00:00');
    const moved = sent.visits.find((v) => v.startsWith('2026-03-09'));
    expect(moved).toBeDefined();
    expect(moved).not.toBe('2026-03-09T09:00:00');
    expect(sent.visits.filter((v) => !v.startsWith('2026-03-09')).every((v) => v.endsWith('T09:00:00'))).toBe(true);
    expect(vm.datesModalOpen).toBe(false);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Dates added.' } });
    expect(vm.visits.items).toHaveLength(12 + 53);
  });

  it('without conflicts, saving checks the dates and sends them at once', async () => {
    teamVisits = [otherClientAt(mondayAt9('2026-03-09').add({ hours: 4 }))];
    const vm = await loaded();
    vm.openDates();
    vm.planner.setRecurrence('weekly');
    await vm.saveDates();
    expect(teamVisitsAskedFor).toEqual(['t1']);
    expect(vm.planner.conflictsOpen).toBe(false);
    expect(added[0]?.visits[0]).toBe('2026-03-02T08:00:00');
    expect(added[0]?.visits).toHaveLength(53);
    expect(vm.datesModalOpen).toBe(false);
  });

  it('a client without a team is checked against no agenda', async () => {
    client = { ...baseClient, team: null };
    const vm = await loaded();
    vm.openDates();
    vm.planner.setRecurrence('weekly');
    await vm.saveDates();
    expect(teamVisitsAskedFor).toEqual([]);
    expect(added[0]?.visits).toHaveLength(53);
  });
});
