import { ok, err, LateMargin, LoadDayBoard, MarkNotices, type CalendarEntry, type DayBoard, type VisitMark, type LoadDayBoard as LoadDayBoardType } from '@fieldteam/core';
import { businessDataOver, FixedClock, MemoryDeviceNotices, MemoryLateMarginStore, RecordingClientsApi, signedInToBusiness } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { fixedZones } from '../../testing/fixed-zones';
import { LiveBoardViewModel } from './live-board.view-model';

/** The marks listed before "Show all". */
const MARKS_SHOWN = 20;

/** A board view-model over a given load, with the default margin and notices not asked for yet. */
const boardOver = (load: Pick<LoadDayBoardType, 'execute'>, zones = fixedZones('America/Sao_Paulo'), device = new MemoryDeviceNotices()) =>
  new LiveBoardViewModel(load, zones, new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer')), new MarkNotices(device));

const board = (done: number): DayBoard => ({
  day: 20261126,
  teams: [
    { teamId: 'ta', teamName: 'Alpha', done, inProgress: 1, pending: 3, cancelled: 1, late: 2, over: 1, nextStop: { clientId: 'c', clientName: 'Ana', minute: 600, late: true }, takings: 300 },
    { teamId: 'tb', teamName: 'Beta', done: 1, inProgress: 0, pending: 1, cancelled: 0, late: 0, over: 0, nextStop: null, takings: 50.5 },
  ],
  takings: 350.5,
  marks: [],
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LiveBoardViewModel', () => {
  it("shows the day's totals over the teams", async () => {
    const vm = boardOver({ execute: () => Promise.resolve(ok(board(2))) });
    await vm.refresh();
    expect(vm.totals).toEqual({ done: 3, inProgress: 1, pending: 4, cancelled: 1, late: 2, over: 1, takings: 350.5 });
    expect(vm.loading).toBe(false);
  });

  it(`lists the first ${MARKS_SHOWN} marks, and all of them once asked; the totals count them all`, async () => {
    const mark = (i: number): VisitMark => ({ kind: 'late', visitId: `v${i}`, clientId: `c${i}`, clientName: `Client ${i}`, teamName: 'Alpha', minute: 480 + i, minutes: 15, serviceMinutes: null, startedAtMs: null });
    for (const count of [MARKS_SHOWN, MARKS_SHOWN + 1]) {
      const vm = boardOver({ execute: () => Promise.resolve(ok({ ...board(2), marks: Array.from({ length: count }, (_, i) => mark(i)) })) });
      await vm.refresh();
      expect(vm.shownMarks).toHaveLength(MARKS_SHOWN);
      expect(vm.shownMarks[0]!.clientName).toBe('Client 0');
      vm.showAllMarks();
      expect(vm.shownMarks).toHaveLength(count);
    }
  });

  it("a device in Lisbon: the board says its times are the business's, in São Paulo", async () => {
    const vm = boardOver({ execute: () => Promise.resolve(ok(board(2))) }, fixedZones('America/Sao_Paulo', 'Europe/Lisbon'));
    expect(vm.zones.zones.differs).toBe(false);
    await vm.refresh();
    await Promise.resolve();
    expect(vm.zones.zones).toEqual({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true });
  });

  it('keeps the board shown while a refresh runs (no flicker), one refresh at a time, and those asked meanwhile done once after it', async () => {
    const answers = [deferred<ReturnType<typeof ok<DayBoard>>>(), deferred<ReturnType<typeof ok<DayBoard>>>(), deferred<ReturnType<typeof ok<DayBoard>>>()];
    let calls = 0;
    const vm = boardOver({ execute: () => answers[calls++]!.promise });
    const first = vm.refresh();
    answers[0]!.resolve(ok(board(2)));
    await first;
    const shown = vm.board;
    const second = vm.refresh();
    // Two minutes' ticks while it runs: the board must end as of them, not as of the refresh they found running.
    void vm.refresh();
    void vm.refresh();
    expect(calls).toBe(2);
    expect(vm.board).toBe(shown);
    answers[1]!.resolve(ok(board(3)));
    await vi.waitFor(() => expect(calls).toBe(3));
    answers[2]!.resolve(ok(board(4)));
    await second;
    expect(vm.board?.teams[0]!.done).toBe(4);
    expect(calls).toBe(3);
  });

  it('keeps the last board when a refresh fails, saying why', async () => {
    let fail = false;
    const vm = boardOver({ execute: () => Promise.resolve(fail ? err({ code: 'API_UNREACHABLE' as const }) : ok(board(2))) });
    await vm.refresh();
    fail = true;
    await vm.refresh();
    expect(vm.board?.teams[0]!.done).toBe(2);
    expect(vm.problem).toEqual({ key: 'common:errors.unreachable' });
    fail = false;
    await vm.refresh();
    expect(vm.problem).toBeNull();
  });

  describe('on the business’s clock: late and running over as it happens, and the owner’s notifications', () => {
    const ana = { id: 'c1', name: 'Ana Souza', phone: '', email: '', address: null };
    const bia = { id: 'c2', name: 'Bia Lima', phone: '', email: '', address: null };
    const team = { id: 't1', name: 'Equipe Centro', leader: null, members: [] };
    /** 6 December 2026 in São Paulo (UTC-3), at hh:mm. */
    const at = (time: string) => `2026-12-06T${time}:00-03:00`;

    function day(device = new MemoryDeviceNotices('granted')) {
      const api = new RecordingClientsApi();
      const entries: CalendarEntry[] = [
        { client: ana, team, recurrence: 'weekly', visits: [{ id: 'v-ana', day: 20261206, minute: 9 * 60, status: 'pending' }] },
        { client: bia, team, recurrence: 'weekly', visits: [{ id: 'v-bia', day: 20261206, minute: 8 * 60, status: 'started' }] },
      ];
      api.calendarEntries = entries;
      api.clientReports = [{ client: bia, services: [], discountPercent: 0, reports: [{ visitId: 'v-bia', visitDate: null, taskId: 't', startedAt: Temporal.Instant.from(at('08:05')), finishedAt: null, collaboratorName: 'Rui', observation: '' }] }];
      api.clients = [{ ...bia, docId: null, birthday: null, team: null, serviceMinutes: 90, createdById: null, createdAt: null }];
      const clock = new FixedClock(at('09:00'), 'America/Sao_Paulo');
      const vm = boardOver(new LoadDayBoard(businessDataOver(api).board, signedInToBusiness('employer'), clock), fixedZones('America/Sao_Paulo'), device);
      vm.wordNoticesWith((mark) => ({ title: `${mark.kind}: ${mark.clientName}`, body: `${mark.minutes} min` }));
      return { vm, clock, device, api };
    }

    it('marks the visit late only after the 10 minutes of the default margin, and tells the owner once', async () => {
      const { vm, clock, device } = day();
      await vm.refresh();
      clock.set(at('09:10'));
      await vm.refresh();
      expect(vm.totals.late).toBe(0);
      expect(vm.marks).toEqual([]);
      clock.set(at('09:11'));
      await vm.refresh();
      expect(vm.totals.late).toBe(1);
      expect(vm.marks).toMatchObject([{ kind: 'late', clientName: 'Ana Souza', teamName: 'Equipe Centro', minute: 540, minutes: 11 }]);
      expect(device.shown).toEqual([{ title: 'late: Ana Souza', body: '11 min', tag: 'fieldteam-late:v-ana' }]);
      clock.set(at('09:30'));
      await vm.refresh();
      expect(device.shown).toHaveLength(1);
    });

    it("marks the visit under way running over past its client's 1 h 30 plus the margin, and tells of it once", async () => {
      const { vm, clock, device } = day();
      clock.set(at('08:00'));
      await vm.refresh();
      clock.set(at('09:45')); // 08:05 + 90 + 10
      await vm.refresh();
      expect(vm.totals.over).toBe(0);
      clock.set(at('09:46'));
      await vm.refresh();
      expect(vm.totals.over).toBe(1);
      expect(vm.marks.find((m) => m.kind === 'over')).toMatchObject({ clientName: 'Bia Lima', minutes: 11, serviceMinutes: 90, startedAtMs: Date.parse(at('08:05')) });
      expect(device.shown.map((n) => n.title)).toEqual(['late: Ana Souza', 'over: Bia Lima']);
    });

    it('tells nothing of what the first board shows: the owner sees it on the screen', async () => {
      const { vm, clock, device } = day();
      clock.set(at('12:00'));
      await vm.refresh();
      expect(vm.marks).toHaveLength(2);
      await vm.refresh();
      expect(device.shown).toEqual([]);
    });

    it('asks the browser only on the owner’s click; refused, it shows nothing and says so', async () => {
      const device = new MemoryDeviceNotices('default', 'denied');
      const { vm, clock } = day(device);
      await vm.refresh();
      expect(vm.permission).toBe('default');
      expect(device.asked).toBe(0);
      await vm.allowNotices();
      expect(device.asked).toBe(1);
      expect(vm.permission).toBe('denied');
      expect(vm.notifying).toBe(false);
      clock.set(at('09:11'));
      await vm.refresh();
      expect(vm.totals.late).toBe(1);
      expect(device.shown).toEqual([]);
    });

    it('allowed, tells of the marks that come after', async () => {
      const device = new MemoryDeviceNotices('default', 'granted');
      const { vm, clock } = day(device);
      await vm.refresh();
      await vm.allowNotices();
      expect(vm.notifying).toBe(true);
      clock.set(at('09:11'));
      await vm.refresh();
      expect(device.shown.map((n) => n.tag)).toEqual(['fieldteam-late:v-ana']);
    });

    it("keeps the business's margin typed and counts with it at once; refuses a margin out of bounds and keeps the one it had", async () => {
      const { vm, clock, device } = day();
      clock.set(at('09:06'));
      await vm.refresh();
      expect(vm.marks).toEqual([]);
      vm.setMarginText('5');
      vm.commitMargin();
      await vm.refresh();
      expect(vm.marginMinutes).toBe(5);
      expect(vm.marks).toMatchObject([{ kind: 'late', minutes: 6 }]);
      // The mark the owner's new margin brings is on the screen: not told of.
      expect(device.shown).toEqual([]);
      for (const wrong of ['241', '-1', '2.5', 'ten']) {
        vm.setMarginText(wrong);
        vm.commitMargin();
        expect(vm.marginInvalid).toBe(true);
        expect(vm.marginMinutes).toBe(5);
      }
    });
  });
});
