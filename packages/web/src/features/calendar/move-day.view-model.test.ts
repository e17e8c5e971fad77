import { BusinessZoneClock } from '@fieldteam/adapters-browser';
import { LoadCapacityReserve, ok, PlanDayMove, RunDayMove, type BusinessHours, type DayBoard, type DayMoveJournal, type DayMoveRecord } from '@fieldteam/core';
import { businessScope, FixedClock, MemoryCache, RecordingClientsApi, signedInToBusiness } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { MoveDayViewModel } from './move-day.view-model';

class MemoryJournal implements DayMoveJournal {
  record: DayMoveRecord | null = null;
  load = () => this.record;
  save = (record: DayMoveRecord) => void (this.record = record);
  clear = () => void (this.record = null);
}

const at = (iso: string) => Temporal.PlainDateTime.from(iso);
const board: DayBoard = {
  day: 20260303,
  teams: [{ teamId: 't1', teamName: 'Alpha', done: 0, inProgress: 0, pending: 2, cancelled: 0, late: 0, nextStop: null, takings: 0 }],
  takings: 0,
};

let api: RecordingClientsApi;
let journal: MemoryJournal;
let moved: number;
const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');
const sessions = () => signedInToBusiness('employer');
const create = (hours: BusinessHours = { workingHours: [], closedDays: [7] }, device = new MemoryCache()) => {
  const sessions = signedInToBusiness('employer');
  const vm = new MoveDayViewModel(
    { execute: () => Promise.resolve(ok(board)) },
    { execute: () => Promise.resolve(ok(hours)) },
    new PlanDayMove(api, sessions, clock),
    new RunDayMove(api, sessions, journal),
    clock,
    new LoadCapacityReserve(device, sessions),
  );
  vm.onMoved(() => (moved += 1));
  return vm;
};

beforeEach(() => {
  api = new RecordingClientsApi();
  api.teamAgenda = [
    { clientId: 'c1', clientName: 'Ana', serviceMinutes: 60, visits: [{ id: 'v1', start: at('2026-03-03T09:00'), status: 'pending' }, { id: 'v2', start: at('2026-03-03T14:00'), status: 'pending' }] },
    { clientId: 'c2', clientName: 'Bia', serviceMinutes: 60, visits: [{ id: 'v3', start: at('2026-03-04T09:00'), status: 'pending' }] },
  ];
  journal = new MemoryJournal();
  moved = 0;
});

describe('MoveDayViewModel', () => {
  it("lists the day's teams, previews every change, then sends the moves and shows the progress", async () => {
    const vm = create();
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    expect(vm.teams).toEqual([{ id: 't1', name: 'Alpha', pending: 2 }]);
    await vm.preview();
    expect(vm.step).toBe('preview');
    expect(vm.plan?.changes.map((c) => [c.visit.id, c.to?.toPlainDateTime().toString(), c.avoided.map((a) => a.id)])).toEqual([
      ['v1', '2026-03-04T10:45:00', ['v3']],
      ['v2', '2026-03-04T14:00:00', []],
    ]);
    await vm.confirm();
    expect(api.calls.filter(([name]) => name === 'moveVisit').map((call) => [call[3], String(call[4])])).toEqual([
      ['v1', '2026-03-04T10:45:00'],
      ['v2', '2026-03-04T14:00:00'],
    ]);
    expect(vm.progress).toEqual({ done: 2, failed: 0, total: 2 });
    expect(vm.finished).toBe(true);
    expect(moved).toBe(1);
  });

  it('warns in the preview of a day the move would take a team past its capacity, with the reserve set on the device; the move can still be confirmed', async () => {
    const weekdays: BusinessHours = { workingHours: ([1, 2, 3, 4, 5] as const).map((day) => ({ id: String(day), day, startHour: 8, endHour: 18 })), closedDays: [6, 7] };
    // Bia's visit on Wednesday lasts 6 h 30; Ana's two hours move there: 8 h 30, the capacity.
    api.teamAgenda = [api.teamAgenda[0]!, { ...api.teamAgenda[1]!, serviceMinutes: 390, visits: [{ id: 'v3', start: at('2026-03-04T06:00'), status: 'pending' }] }];
    const vm = create(weekdays);
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    await vm.preview();
    expect(vm.plan?.changes.map((c) => c.to?.toPlainDate().toString())).toEqual(['2026-03-04', '2026-03-04']);
    expect(vm.capacityWarnings).toEqual([]);
    // With a reserve of 20% the capacity is 8 h.
    const reserved = create(weekdays, new MemoryCache({ 'capacity-reserve': 20 }, businessScope('employer')));
    await reserved.openFor(Temporal.PlainDate.from('2026-03-03'));
    await reserved.preview();
    expect(reserved.capacityWarnings).toEqual([{ teamId: 't1', teamName: 'Alpha', day: Temporal.PlainDate.from('2026-03-04'), bookedMinutes: 510, capacityMinutes: 480, openMinutes: 600, reservePercent: 20 }]);
    await reserved.confirm();
    expect(reserved.finished).toBe(true);
  });

  it('keeps the board of the day chosen last when the first day’s board answers after it', async () => {
    const answers = new Map<number, (value: ReturnType<typeof ok<DayBoard>>) => void>();
    const vm = new MoveDayViewModel(
      { execute: (day: Temporal.PlainDate) => new Promise((resolve) => answers.set(day.day, resolve)) },
      { execute: () => Promise.resolve(ok({ workingHours: [], closedDays: [7] })) },
      new PlanDayMove(api, sessions(), clock),
      new RunDayMove(api, sessions(), journal),
      clock,
      new LoadCapacityReserve(new MemoryCache(), sessions()),
    );
    const opened = vm.openFor(Temporal.PlainDate.from('2026-03-02'));
    const chosen = vm.setDay('2026-03-10');
    answers.get(10)!(ok({ ...board, day: 20260310, teams: [{ ...board.teams[0]!, pending: 20 }] }));
    await chosen;
    answers.get(2)!(ok(board));
    await opened;
    expect(vm.day).toBe('2026-03-10');
    expect(vm.teams).toEqual([{ id: 't1', name: 'Alpha', pending: 20 }]);
  });

  it('shows each failure, retries only those, and resumes a move left unfinished when the calendar opens again', async () => {
    const vm = create();
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    await vm.preview();
    api.failure = { code: 'API_UNREACHABLE' };
    await vm.confirm();
    expect(vm.progress).toEqual({ done: 0, failed: 2, total: 2 });
    expect(vm.failures.map((f) => [f.step.clientName, f.message])).toEqual([
      ['Ana', { key: 'common:errors.unreachable' }],
      ['Ana', { key: 'common:errors.unreachable' }],
    ]);
    // A reload: a new view-model over the same journal, with the signal back.
    api.failure = null;
    api.calls.length = 0;
    const reloaded = create();
    await reloaded.resumeKept();
    expect(reloaded.open).toBe(true);
    expect(api.calls.filter(([name]) => name === 'moveVisit')).toHaveLength(2);
    expect(reloaded.finished).toBe(true);
  });

  it('moves a moved day back in one action, once: no move back is offered after it, and a second press moves nothing', async () => {
    const vm = create();
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    await vm.preview();
    await vm.confirm();
    expect(vm.canMoveBack).toBe(true);
    api.calls.length = 0;
    await vm.moveBack();
    expect(api.calls.map((call) => [call[3], String(call[4])])).toEqual([
      ['v1', '2026-03-03T09:00:00'],
      ['v2', '2026-03-03T14:00:00'],
    ]);
    expect(vm.record?.direction).toBe('back');
    expect(vm.finished).toBe(true);
    expect(vm.canMoveBack).toBe(false);
    api.calls.length = 0;
    await vm.moveBack();
    expect(api.calls).toEqual([]);
    expect(vm.record?.direction).toBe('back');
    // A reload finds nothing to resume or to move back.
    const reloaded = create();
    await reloaded.resumeKept();
    expect(reloaded.record).toBeNull();
    expect(reloaded.canMoveBack).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it("previews where the visits land, date by date when some go past the target day, and keeps a client's visit where it is when the client has one that day", async () => {
    api.teamAgenda = [
      { clientId: 'c1', clientName: 'Ana', serviceMinutes: 60, visits: [{ id: 'v1', start: at('2026-03-03T09:00'), status: 'pending' }, { id: 'v2', start: at('2026-03-03T17:30'), status: 'pending' }] },
      { clientId: 'c2', clientName: 'Bia', serviceMinutes: 60, visits: [{ id: 'v3', start: at('2026-03-04T09:00'), status: 'pending' }, { id: 'v4', start: at('2026-03-03T09:30'), status: 'pending' }] },
    ];
    const vm = create();
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    await vm.preview();
    expect(vm.plan?.changes.map((c) => [c.visit.id, c.to?.toPlainDateTime().toString() ?? c.stays, c.avoided.map((a) => a.clientName)])).toEqual([
      ['v1', '2026-03-04T10:45:00', ['Bia']],
      // Bia's own 09:00 visit is there: hers stays, rather than moved clear of herself.
      ['v4', 'CLIENT_VISIT_AT_THAT_TIME', []],
      // 17:30 does not end by 18:00: the walk takes it to the next open day.
      ['v2', '2026-03-05T08:00:00', []],
    ]);
    expect(vm.summary).toMatchObject({ moving: 2, allOnTarget: false, staying: 1 });
    expect(vm.summary?.landings.map((l) => [l.date.toString(), l.count])).toEqual([
      ['2026-03-04', 1],
      ['2026-03-05', 1],
    ]);
  });

  it("says why a target cannot be used: the day itself, a closed day, a day past", async () => {
    const vm = create();
    await vm.openFor(Temporal.PlainDate.from('2026-03-03'));
    vm.setTarget('date', '2026-03-08');
    await vm.preview();
    expect(vm.problem).toEqual({ key: 'day:move.errors.TARGET_CLOSED' });
    vm.setTarget('date', '');
    await vm.preview();
    expect(vm.problem).toEqual({ key: 'day:move.errors.dates' });
    expect(vm.step).toBe('choose');
  });
});

describe('MoveDayViewModel with the device in another zone than the business', () => {
  // 00:30 UTC on Tuesday 3 March: still 21:30 on Monday the 2nd in São Paulo, the business's zone,
  // already the 3rd on the device. The clock the composition gives answers the business's zone.
  it.each(['UTC', 'Europe/Lisbon', 'Asia/Tokyo'])('a device in %s: the business’s today is a target, and what has passed of it is not', async (device) => {
    const businessClock = new BusinessZoneClock({ zone: () => 'America/Sao_Paulo' }, new FixedClock('2026-03-03T00:30:00Z', device));
    api.teamAgenda = [{ clientId: 'c1', clientName: 'Ana', serviceMinutes: 60, visits: [{ id: 'v1', start: at('2026-02-27T09:00'), status: 'pending' }] }];
    const sessions = signedInToBusiness('employer');
    const vm = new MoveDayViewModel(
      { execute: () => Promise.resolve(ok({ ...board, day: 20260227 })) },
      { execute: () => Promise.resolve(ok({ workingHours: [], closedDays: [7] })) },
      new PlanDayMove(api, sessions, businessClock),
      new RunDayMove(api, sessions, journal),
      businessClock,
      new LoadCapacityReserve(new MemoryCache(), sessions),
    );
    await vm.openFor(Temporal.PlainDate.from('2026-02-27'));
    vm.setTarget('date', '2026-03-02');
    await vm.preview();
    expect(vm.problem).toBeNull();
    // Monday's open hours have passed in São Paulo: the visit goes to Tuesday's first.
    expect(vm.plan?.changes.map((c) => [c.visit.id, c.to?.toPlainDateTime().toString()])).toEqual([['v1', '2026-03-03T08:00:00']]);
  });
});
