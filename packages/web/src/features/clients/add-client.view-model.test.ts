import {
  LoadBusinessHours,
  LoadCapacityReserve,
  LoadTeamAgenda,
  LoadTeams,
  ok,
  PlanRecurrence,
  ScheduleClient,
  SuggestTeams,
  type BusinessHours,
  type NewClient,
  type Team,
  type TeamClientVisits,
} from '@fieldteam/core';
import { businessScope, FixedClock, MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { AddClientViewModel } from './add-client.view-model';

const team: Team = { id: 't1', name: 'Equipe Centro', leader: { id: 'l1', name: 'Lia Santos' }, members: [] };
// Monday 2 March 2026, 07:00 in São Paulo.
const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');

let created: NewClient[];
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: AddClientViewModel;

function build(
  teamVisits: TeamClientVisits[],
  others: { teams: Team[]; visits: Record<string, TeamClientVisits[]> } = { teams: [], visits: {} },
  hours: BusinessHours = { workingHours: [], closedDays: [7] },
  device = new MemoryCache(),
) {
  const store = signedInStore('employer', { id: 'o1' });
  const clientsApi = {
    teamVisits: async (_c: unknown, teamId: string) => ok(others.visits[teamId] ?? teamVisits),
    create: async (_c: unknown, _o: string, client: NewClient) => (created.push(client), ok({ message: 'Client registered.' })),
  };
  const teamsApi = { list: async () => ok([team, ...others.teams]) };
  const profileApi = { getBusinessHours: async () => ok(hours) };
  return new AddClientViewModel(
    new LoadTeams(teamsApi, store),
    new LoadBusinessHours(profileApi, store),
    new LoadTeamAgenda(clientsApi, store, clock),
    new PlanRecurrence(clock),
    new ScheduleClient(clientsApi, store, new MemoryCache(), clock),
    clock,
    () =>
      new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok({ description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null }) }, 'en'),
    notifier,
    navigator,
    new SuggestTeams(clientsApi, store, clock),
    new LoadCapacityReserve(device, store),
  );
}

async function fillClient() {
  vm.client.form.set('name', 'Joana Prado');
  vm.client.form.set('phone', '11988887777');
  vm.client.form.set('email', 'joana@cliente.com');
  await vm.client.address.choose({ id: 'x', description: 'Rua Augusta, 500, São Paulo' });
}

// The team visits another client every weekday at 09:00 for the next 60 days.
const busyMornings: TeamClientVisits[] = [
  {
    clientId: 'other',
    clientName: 'Carlos Souza',
    serviceMinutes: 60,
    visits: Array.from({ length: 60 }, (_, i) => ({ id: `v${i}`, start: Temporal.PlainDateTime.from('2026-03-02T09:00').add({ days: i }), status: 'pending' as const })),
  },
];

beforeEach(() => {
  created = [];
  notifier = new Notifier();
  navigator = new FakeNavigator();
});
afterEach(() => vi.useRealTimers());

describe('AddClientViewModel', () => {
  it('toggles the team: "Assigned team", then "Team removed" when picked again', async () => {
    vm = build([]);
    await vm.load();
    await vm.pickTeam(team);
    expect(vm.team?.id).toBe('t1');
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'clients:add.teamAssigned' });
    await vm.pickTeam(team);
    expect(vm.team).toBeNull();
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'clients:add.teamRemoved' });
  });

  it('refuses to continue without a team: "Team not can be in blanc..."', async () => {
    vm = build([]);
    await vm.load();
    await fillClient();
    vm.planner.setRecurrence('weekly');
    vm.continue();
    expect(vm.client.form.errors.team).toBe('TEAM_REQUIRED');
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'validation:TEAM_REQUIRED' });
    expect(vm.ready).toBe(false);
  });

  it("drops a field's error as soon as the field is valid: the team once picked, the address once found", async () => {
    vm = build([]);
    await vm.load();
    vm.client.form.set('name', 'Joana Prado');
    vm.client.form.set('phone', '11988887777');
    vm.client.form.set('email', 'joana@cliente.com');
    vm.client.address.setText('Rua Augusta, 500, São Paulo');
    vm.continue();
    expect(vm.client.form.errors).toEqual({ team: 'TEAM_REQUIRED', address: 'ADDRESS_INVALID' });
    expect(notifier.toasts.map((t) => t.message)).toContainEqual({ key: 'validation:TEAM_REQUIRED' });
    await vm.pickTeam(team);
    expect(vm.client.form.errors).toEqual({ address: 'ADDRESS_INVALID' });
    // The toast that said so goes too, not only the field's error.
    expect(notifier.toasts.map((t) => t.message)).not.toContainEqual({ key: 'validation:TEAM_REQUIRED' });
    await vm.client.address.choose({ id: 'x', description: 'Rua Augusta, 500, São Paulo' });
    expect(vm.client.form.errors).toEqual({});
    expect(vm.client.form.hasErrors).toBe(false);
  });

  it.each(['joana@cliente.com?bcc=evil%40x.io&subject=hi', 'joana&x@cliente.com', '<joana@cliente.com>', 'joana x@cliente.com', 'joana@cliente', 'joana@cliente-.com'])(
    'refuses the client e-mail %j beside its field, as the server does, and registers nothing',
    async (email) => {
      vm = build([]);
      await vm.load();
      await vm.pickTeam(team);
      await fillClient();
      vm.client.form.set('email', email);
      await vm.proceed();
      expect(vm.client.form.errors).toEqual({ email: 'EMAIL_INVALID' });
      expect(created).toEqual([]);
    },
  );

  it('takes a client e-mail an account could not have (an apostrophe, a plus)', async () => {
    vm = build([]);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.client.form.set('email', "o'brien+visitas@cliente.com.br");
    vi.useFakeTimers();
    const done = vm.proceed();
    await vi.advanceTimersByTimeAsync(3500);
    await done;
    expect(created[0]).toMatchObject({ email: "o'brien+visitas@cliente.com.br" });
  });

  it('takes the phone "(11) 3051-2244" as a client import does and sends its digits; five digits, or letters, are refused beside the field', async () => {
    vm = build([]);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    for (const phone of ['(11) 305', '11 3051-22AB']) {
      vm.client.form.set('phone', phone);
      await vm.proceed();
      expect(vm.client.form.errors).toEqual({ phone: 'PHONE_INVALID' });
    }
    expect(created).toEqual([]);
    vm.client.form.set('phone', '(11) 3051-2244');
    vi.useFakeTimers();
    const done = vm.proceed();
    await vi.advanceTimersByTimeAsync(3500);
    await done;
    expect(vm.client.form.errors).toEqual({});
    expect(created[0]).toMatchObject({ phone: '1130512244' });
  });

  it('registers a client with no visits at the first button: a team and the client fields are enough', async () => {
    vm = build(busyMornings);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    await vm.proceed();
    expect(vm.client.form.errors).toEqual({});
    expect(vm.done).toBe(true);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Joana Prado', teamId: 't1', visits: [], recurrence: null });
  });

  it('registers nothing when the visits asked for cannot be (a time already past today): it says why', async () => {
    vm = build([]);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.planner.setTime(6, 0, 'AM');
    vm.planner.setRecurrence('unit');
    expect(vm.planner.noDates).toBe('TIME_PASSED');
    await vm.proceed();
    await vm.proceed();
    expect(created).toEqual([]);
    expect(vm.done).toBe(false);
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'clients:schedule.noDates.TIME_PASSED' });
  });

  it('choosing a weekday resets the recurrence and the dates', async () => {
    vm = build([]);
    await vm.load();
    vm.planner.setRecurrence('weekly');
    expect(vm.planner.dates.length).toBeGreaterThan(40);
    vm.planner.setWeekday(3);
    expect(vm.planner.recurrence).toBeNull();
    expect(vm.planner.dates).toEqual([]);
  });

  it('without conflicts, continue makes the button register; the client is saved and the page goes to the list', async () => {
    vm = build([]);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.planner.setRecurrence('weekly');
    // The form's one button: the first press checks, the second registers.
    await vm.proceed();
    expect(created).toEqual([]);
    expect(vm.planner.conflictsOpen).toBe(false);
    expect(vm.ready).toBe(true);
    vi.useFakeTimers();
    const done = vm.proceed();
    await vi.advanceTimersByTimeAsync(3500);
    await done;
    expect(created[0]).toMatchObject({ teamId: 't1', recurrence: 'weekly', name: 'Joana Prado' });
    expect(created[0]?.visits[0]?.toString()).toBe('2026-03-02T08:00:00');
    expect(navigator.reloads).toEqual(['/business-clients']);
  });

  it('with conflicts, the dialog opens; the automatic adjustment reports "N of M visits moved" and the moved dates are saved', async () => {
    vm = build(busyMornings);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.planner.setTime(9, 0, 'AM');
    vm.planner.setRecurrence('weekly');
    vm.continue();
    expect(vm.planner.conflictsOpen).toBe(true);
    expect(vm.planner.summary).toMatchObject({ total: 53, conflicting: 9 });
    vm.planner.adjustAutomatically();
    expect(vm.planner.summary).toMatchObject({ total: 53, moved: 9, conflicting: 0 });
    vm.planner.acceptPlan();
    expect(vm.ready).toBe(true);
    await vm.submit();
    expect(created[0]?.visits).toHaveLength(53);
    expect(created[0]?.visits[0]?.toPlainTime().toString()).not.toBe('09:00:00');
  });

  it('manual path: explains a conflict, offers free slots, refuses a typed busy time, takes a free one, or skips', async () => {
    vm = build(busyMornings);
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.planner.setTime(9, 0, 'AM');
    vm.planner.setRecurrence('weekly');
    vm.continue();
    const [first, second] = vm.planner.openEntries;
    vm.planner.openManual(first!);
    expect(vm.planner.manualExplanation[0]).toMatchObject({ kind: 'task', minutesApart: 0 });
    expect(vm.planner.manualSuggestions.after.length).toBeGreaterThan(0);
    vm.planner.setTypedTime('09:30');
    vm.planner.pickTypedTime();
    expect(vm.planner.manualRefusal).toBe('SCHEDULING_CONFLICT');
    vm.planner.setTypedTime('25:00');
    vm.planner.pickTypedTime();
    expect(vm.planner.manualRefusal).toBe('TIME_INVALID');
    vm.planner.setTypedTime('15:00');
    vm.planner.pickTypedTime();
    expect(vm.planner.plan?.entries[first!]?.status).toBe('picked');
    vm.planner.skip(second!);
    expect(vm.planner.summary).toMatchObject({ moved: 1, skipped: 1 });
  });
});

describe('AddClientViewModel: a free team suggested when the series clashes', () => {
  const norte: Team = { id: 't2', name: 'Equipe Norte', leader: null, members: [] };
  const sul: Team = { id: 't3', name: 'Equipe Sul', leader: null, members: [] };
  const leste: Team = { id: 't4', name: 'Equipe Leste', leader: null, members: [] };
  // Equipe Norte is as busy as Equipe Centro; Equipe Sul has one 2-hour visit a week in the
  // afternoon; Equipe Leste has nothing.
  const afternoons: TeamClientVisits[] = [
    { clientId: 's', clientName: 'Sara', serviceMinutes: 120, visits: Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, start: Temporal.PlainDateTime.from('2026-03-03T15:00').add({ days: 7 * i }), status: 'pending' as const })) },
  ];
  const setUp = async () => {
    vm = build(busyMornings, { teams: [norte, sul, leste], visits: { t2: busyMornings, t3: afternoons, t4: [] } });
    await vm.load();
    await vm.pickTeam(team);
    await fillClient();
    vm.planner.setWeekday(1);
    vm.planner.setTime(9, 0, 'AM');
    vm.planner.setRecurrence('weekly');
    vm.continue();
    await vi.waitFor(() => expect(vm.suggestionsLoading).toBe(false));
  };

  it('lists the other teams, fewest clashes first, then least booked over the period', async () => {
    await setUp();
    expect(vm.planner.conflictsOpen).toBe(true);
    expect(vm.suggestions?.map((s) => [vm.teamName(s.teamId), s.clashes, s.bookedMinutes])).toEqual([
      ['Equipe Leste', 0, 0],
      ['Equipe Sul', 0, 8 * 120],
      ['Equipe Norte', 9, 60 * 60],
    ]);
  });

  it('switches to a suggested team in one click: the dates are checked again and the client can be registered on it', async () => {
    await setUp();
    vm.switchTeam('t3');
    expect(vm.team?.id).toBe('t3');
    expect(vm.planner.conflictsOpen).toBe(false);
    expect(vm.ready).toBe(true);
    vi.useFakeTimers();
    const done = vm.proceed();
    await vi.advanceTimersByTimeAsync(3500);
    await done;
    expect(created[0]).toMatchObject({ teamId: 't3' });
  });

  describe("the team's capacity", () => {
    // Monday to Friday 08:00-18:00 (8 h 30 after the 15% reserve), closed on Sunday.
    const weekdays: BusinessHours = { workingHours: ([1, 2, 3, 4, 5] as const).map((day) => ({ id: String(day), day, startHour: 8, endHour: 18 })), closedDays: [7] };
    // Tuesday 3 March: a 6-hour visit from 08:00, an hour's visit already done, a cancelled one.
    const busyTuesday: TeamClientVisits[] = [
      { clientId: 'long', clientName: 'Lara Alves', serviceMinutes: 360, visits: [{ id: 'l1', start: Temporal.PlainDateTime.from('2026-03-03T08:00'), status: 'pending' }] },
      { clientId: 'done', clientName: 'Davi Lima', serviceMinutes: null, visits: [{ id: 'd1', start: Temporal.PlainDateTime.from('2026-03-03T06:00'), status: 'finished' }, { id: 'd2', start: Temporal.PlainDateTime.from('2026-03-03T19:00'), status: 'cancelled' }] },
    ];
    /** The new client once on Tuesday at 02:00 PM, lasting `minutes` (none when null), checked. */
    const checkTuesday = async (minutes: number | null, device?: MemoryCache) => {
      vm = build(busyTuesday, undefined, weekdays, device);
      await vm.load();
      await vm.pickTeam(team);
      await fillClient();
      vm.client.setDuration(minutes === null ? null : Math.floor(minutes / 60), (minutes ?? 0) % 60);
      vm.planner.setWeekday(2);
      vm.planner.setTime(2, 0, 'PM');
      vm.planner.setRecurrence('unit');
      expect(vm.capacityWarnings).toEqual([]);
      await vm.proceed();
      expect(vm.ready).toBe(true);
    };

    it('warns, once the dates are checked, of a day the client would take past the capacity, and registers the client anyway', async () => {
      // 6 h + 1 h done + 2 h 30 = 9 h 30 against 8 h 30.
      await checkTuesday(150);
      expect(vm.capacityWarnings).toEqual([{ teamId: 't1', teamName: 'Equipe Centro', day: Temporal.PlainDate.from('2026-03-03'), bookedMinutes: 570, capacityMinutes: 510, openMinutes: 600, reservePercent: 15 }]);
      vi.useFakeTimers();
      const done = vm.proceed();
      await vi.advanceTimersByTimeAsync(3500);
      await done;
      expect(created[0]?.visits.map(String)).toEqual(['2026-03-03T14:00:00']);
    });

    it('exactly at the capacity says nothing; a minute more warns', async () => {
      await checkTuesday(90);
      expect(vm.capacityWarnings).toEqual([]);
      await checkTuesday(91);
      expect(vm.capacityWarnings.map((w) => w.bookedMinutes - w.capacityMinutes)).toEqual([1]);
    });

    it('a client with no duration books an hour', async () => {
      await checkTuesday(null);
      expect(vm.capacityWarnings).toEqual([]);
      vm = build([{ ...busyTuesday[0]!, serviceMinutes: 420 }, busyTuesday[1]!], undefined, weekdays);
      await vm.load();
      await vm.pickTeam(team);
      await fillClient();
      vm.planner.setWeekday(2);
      vm.planner.setTime(2, 0, 'PM');
      vm.planner.setRecurrence('unit');
      await vm.proceed();
      // 7 h + 1 h + 1 h = 9 h.
      expect(vm.capacityWarnings.map((w) => w.bookedMinutes)).toEqual([540]);
    });

    it('measures with the reserve the business set on this device', async () => {
      await checkTuesday(150, new MemoryCache({ 'capacity-reserve': 0 }, businessScope('employer', 'o1')));
      expect(vm.reservePercent).toBe(0);
      expect(vm.capacityWarnings).toEqual([]);
    });
  });
});
