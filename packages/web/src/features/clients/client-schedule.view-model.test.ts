import { err, ok, type TeamClientVisits } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseClient, ClientDetailFixture, visitAt, weeklyVisits } from '../../testing/client-detail.fixture';
import { pageWindow } from '../../ui/Pagination';
import { SCHEDULE_MAX_PAGE_BUTTONS, type ClientScheduleViewModel } from './client-schedule.view-model';

let f: ClientDetailFixture;
beforeEach(() => (f = new ClientDetailFixture()));

/** The schedule panel of the client detail, once client c1 is loaded. */
const loadedSchedule = async () => (await f.loaded()).schedule;

describe('ClientScheduleViewModel: the visits, 5 a page', () => {
  it('lists the visits in time order', async () => {
    f.visits = [visitAt('late', '2026-05-01T10:00'), visitAt('early', '2026-03-04T09:00'), visitAt('middle', '2026-04-01T08:00')];
    const schedule = await loadedSchedule();
    expect(schedule.visits.items.map((v) => v.id)).toEqual(['early', 'middle', 'late']);
  });

  it('shows at most 40 page buttons however long the schedule is', async () => {
    f.visits = weeklyVisits(250);
    const schedule = await loadedSchedule();
    expect(schedule.visits.pageCount).toBe(50);
    expect(pageWindow(schedule.visits.page, schedule.visits.pageCount, SCHEDULE_MAX_PAGE_BUTTONS)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    schedule.visits.setPage(50);
    expect(schedule.visits.pageItems.map((v) => v.id)).toEqual(['v246', 'v247', 'v248', 'v249', 'v250']);
    expect(pageWindow(schedule.visits.page, schedule.visits.pageCount, SCHEDULE_MAX_PAGE_BUTTONS)).toEqual(Array.from({ length: 40 }, (_, i) => i + 11));
  });

  it('opens the schedule on the page of the next visit, the past on the pages before', async () => {
    // 7 visits before now (Monday 2 March 2026, 07:00), then 6 to come: the 8th is on page 2.
    f.visits = Array.from({ length: 13 }, (_, i) => visitAt(`p${i}`, Temporal.PlainDateTime.from('2026-01-13T08:00').add({ days: 7 * i }).toString()));
    const schedule = await loadedSchedule();
    expect(schedule.visits.page).toBe(2);
    expect(schedule.visits.pageItems.map((v) => v.id)).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
    expect(schedule.visits.pageItems[2]!.start.toString()).toBe('2026-03-03T08:00:00');
  });
});

describe('ClientScheduleViewModel: inline edit of a visit', () => {
  it.each([
    ['2026-03-10T14:30', 2, 30, 'PM'],
    ['2026-03-10T08:05', 8, 5, 'AM'],
    ['2026-03-10T00:15', 12, 15, 'AM'],
    ['2026-03-10T12:00', 12, 0, 'PM'],
  ] as const)('starting the edit of a visit at %s shows %i:%i %s', async (start, hour12, minute, meridian) => {
    f.visits = [visitAt('v1', start)];
    const schedule = await loadedSchedule();
    schedule.startEdit(schedule.visits.items[0]!);
    expect(schedule.editingId).toBe('v1');
    expect({ date: schedule.editDate, hour12: schedule.editHour12, minute: schedule.editMinute, meridian: schedule.editMeridian }).toEqual({ date: '2026-03-10', hour12, minute, meridian });
  });

  it.each([
    [12, 0, 'AM', '2026-03-11T00:00:00'],
    [12, 0, 'PM', '2026-03-11T12:00:00'],
    [11, 30, 'AM', '2026-03-11T11:30:00'],
    [9, 45, 'PM', '2026-03-11T21:45:00'],
  ] as const)('saving %i:%i %s sends %s and reloads the schedule', async (hour12, minute, meridian, sent) => {
    const schedule = await loadedSchedule();
    schedule.startEdit(schedule.visits.items[0]!);
    schedule.setEdit({ date: '2026-03-11', hour12, minute, meridian });
    await schedule.saveEdit();
    expect(f.moves).toEqual([{ clientId: 'c1', visitId: 'v1', start: sent }]);
    expect(schedule.editingId).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Visit moved.' } });
    expect(f.scheduleCalls).toBe(2);
    expect(schedule.visits.items.find((v) => v.id === 'v1')?.start.toString()).toBe(sent);
  });

  it('cancelling drops the edited values: the visit keeps its date and editing it again starts from it', async () => {
    const schedule = await loadedSchedule();
    const visit = schedule.visits.items[0]!;
    schedule.startEdit(visit);
    schedule.setEdit({ date: '2026-04-01', hour12: 3, minute: 15, meridian: 'PM' });
    schedule.cancelEdit();
    expect(schedule.editingId).toBeNull();
    expect(f.moves).toEqual([]);
    schedule.startEdit(visit);
    expect({ date: schedule.editDate, hour12: schedule.editHour12, minute: schedule.editMinute, meridian: schedule.editMeridian }).toEqual({ date: '2026-03-03', hour12: 8, minute: 0, meridian: 'AM' });
  });

  it('while the move is being saved, cancelling does not close the row', async () => {
    let answer!: (result: ReturnType<typeof ok<{ message: string }>>) => void;
    f.api.moveVisit = () => new Promise((resolve) => (answer = resolve));
    const schedule = await loadedSchedule();
    schedule.startEdit(schedule.visits.items[0]!);
    schedule.setEdit({ hour12: 10 });
    const saving = schedule.saveEdit();
    expect(schedule.editBusy).toBe(true);
    // The check against the team's agenda comes first; then the move is on its way.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    schedule.cancelEdit();
    expect(schedule.editingId).toBe('v1');
    answer(ok({ message: 'Visit moved.' }));
    await saving;
    expect(schedule.editingId).toBeNull();
    expect(schedule.editBusy).toBe(false);
  });

  it.each(['2026-02-30', '', 'tomorrow'])('an invalid date (%j) shows an error and sends nothing', async (date) => {
    const schedule = await loadedSchedule();
    schedule.startEdit(schedule.visits.items[0]!);
    schedule.setEdit({ date });
    await schedule.saveEdit();
    expect(f.moves).toEqual([]);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'validation:FIELD_INVALID' } });
    expect(schedule.editingId).toBe('v1');
    expect(schedule.editBusy).toBe(false);
  });

  it("a refused move shows the server's message and keeps the row in edit", async () => {
    f.api.moveVisit = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'The team is busy then' });
    const schedule = await loadedSchedule();
    schedule.startEdit(schedule.visits.items[0]!);
    schedule.setEdit({ hour12: 10 });
    await schedule.saveEdit();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'The team is busy then' } });
    expect(schedule.editingId).toBe('v1');
    expect(schedule.editBusy).toBe(false);
  });
});

describe("ClientScheduleViewModel: a moved visit is checked against the team's agenda first", () => {
  // v1 is on Tuesday 3 March at 08:00; another client of team t1 is visited on Tuesday 10 March at 09:00.
  const johnson = (start: string): TeamClientVisits => ({ clientId: 'c9', clientName: 'Johnson Family', serviceMinutes: 60, visits: [{ id: 'j1', start: Temporal.PlainDateTime.from(start), status: 'pending' }] });
  const moveFirstTo = async (schedule: ClientScheduleViewModel, date: string, hour12: number, minute: number, meridian: 'AM' | 'PM') => {
    schedule.startEdit(schedule.visits.items[0]!);
    schedule.setEdit({ date, hour12, minute, meridian });
    await schedule.saveEdit();
  };

  it.each([
    [10, 30, 'sent'],
    [10, 29, 'held'],
  ] as const)('a 60-minute client moved to %i:%i, 90 minutes or less from the other visit: %s', async (hour12, minute, outcome) => {
    f.teamVisits = [johnson('2026-03-10T09:00')];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-10', hour12, minute, 'AM');
    expect(f.teamVisitsAskedFor).toEqual(['t1']);
    expect(f.moves.length).toBe(outcome === 'sent' ? 1 : 0);
    expect(schedule.movePlanner.conflictsOpen).toBe(outcome === 'held');
  });

  it('a move onto a clashing time is refused until resolved: the dialog explains it; closing it sends nothing and keeps the row in edit', async () => {
    f.teamVisits = [johnson('2026-03-10T09:00')];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-10', 9, 0, 'AM');
    expect(schedule.movePlanner.conflictsOpen).toBe(true);
    expect(schedule.movePlanner.summary).toMatchObject({ total: 1, conflicting: 1 });
    expect(schedule.movePlanner.plan!.entries[0]!.conflicts.map((t) => t.clientName)).toEqual(['Johnson Family']);
    await schedule.confirmMove(); // "use" is disabled while the date is open: nothing happens
    expect(f.moves).toEqual([]);
    schedule.movePlanner.closeConflicts();
    expect(schedule.editingId).toBe('v1');
    expect(schedule.editBusy).toBe(false);
  });

  it('resolved automatically: the adjusted time is sent', async () => {
    f.teamVisits = [johnson('2026-03-10T09:00')];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-10', 9, 0, 'AM');
    schedule.movePlanner.adjustAutomatically();
    schedule.movePlanner.acceptPlan();
    await schedule.confirmMove();
    expect(f.moves).toEqual([{ clientId: 'c1', visitId: 'v1', start: '2026-03-10T10:45:00' }]);
    expect(schedule.editingId).toBeNull();
  });

  it('resolved by hand: a typed free time is sent; a clashing one is refused', async () => {
    f.teamVisits = [johnson('2026-03-10T09:00')];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-10', 9, 0, 'AM');
    schedule.movePlanner.openManual(0);
    schedule.movePlanner.setTypedTime('09:30');
    schedule.movePlanner.pickTypedTime();
    expect(schedule.movePlanner.manualRefusal).toBe('SCHEDULING_CONFLICT');
    schedule.movePlanner.setTypedTime('14:00');
    schedule.movePlanner.pickTypedTime();
    schedule.movePlanner.acceptPlan();
    await schedule.confirmMove();
    expect(f.moves).toEqual([{ clientId: 'c1', visitId: 'v1', start: '2026-03-10T14:00:00' }]);
  });

  it('skipped: the visit keeps its time and nothing is sent', async () => {
    f.teamVisits = [johnson('2026-03-10T09:00')];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-10', 9, 0, 'AM');
    schedule.movePlanner.skip(0);
    schedule.movePlanner.acceptPlan();
    await schedule.confirmMove();
    expect(f.moves).toEqual([]);
    expect(schedule.editingId).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'info', message: { key: 'clients:changes.moveKept' } });
  });

  it("the visit's own current time is not a clash: moving it by 15 minutes is sent at once", async () => {
    f.teamVisits = [{ clientId: 'c1', clientName: 'Joana Prado', serviceMinutes: 60, visits: f.visits }];
    const schedule = await loadedSchedule();
    await moveFirstTo(schedule, '2026-03-03', 8, 15, 'AM');
    expect(f.moves).toEqual([{ clientId: 'c1', visitId: 'v1', start: '2026-03-03T08:15:00' }]);
  });
});

describe('ClientScheduleViewModel: a visit deleted after confirmation', () => {
  it('a visit: cancelling keeps it; confirming deletes it and reloads the schedule', async () => {
    const schedule = await loadedSchedule();
    const visit = schedule.visits.items[1]!;
    schedule.askDelete(visit);
    expect(schedule.deleting?.id).toBe('v2');
    schedule.cancelDelete();
    expect(schedule.deleting).toBeNull();
    expect(f.deleted).toEqual([]);
    schedule.askDelete(visit);
    await schedule.confirmDelete();
    expect(f.deleted).toEqual(['visit c1/v2']);
    expect(schedule.deleting).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'clients:detail.deleted.visit' } });
    expect(schedule.visits.items.map((v) => v.id)).not.toContain('v2');
    expect(schedule.visits.items).toHaveLength(11);
  });

  it("a refused deletion shows the server's message, keeps the visit and closes its confirmation", async () => {
    f.api.deleteVisit = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Visit already finished' });
    const schedule = await loadedSchedule();
    schedule.askDelete(schedule.visits.items[1]!);
    await schedule.confirmDelete();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Visit already finished' } });
    expect(schedule.deleting).toBeNull();
    expect(schedule.deleteBusy).toBe(false);
    expect(schedule.visits.items.map((v) => v.id)).toContain('v2');
  });

  it('a lost network keeps the confirmation open, to try again', async () => {
    f.api.deleteVisit = async () => err({ code: 'API_UNREACHABLE' as const });
    const schedule = await loadedSchedule();
    schedule.askDelete(schedule.visits.items[1]!);
    await schedule.confirmDelete();
    expect(schedule.deleting?.id).toBe('v2');
    expect(schedule.deleteBusy).toBe(false);
  });
});

describe('ClientScheduleViewModel: more dates', () => {
  /** Another client of the team with one visit at each of these local times. */
  const otherClientAt = (...starts: Temporal.PlainDateTime[]): TeamClientVisits => ({
    clientId: 'other',
    clientName: 'Carlos Souza',
    serviceMinutes: 60,
    visits: starts.map((start, i) => ({ id: `o${i}`, start, status: 'pending' as const })),
  });
  // A weekly recurrence from Monday 2 March 2026 gives 53 Mondays, up to 1 March 2027.
  const mondayAt9 = (date: string) => Temporal.PlainDateTime.from(`${date}T09:00`);
  const conflictingDays = (schedule: ClientScheduleViewModel) => schedule.planner.openEntries.map((i) => schedule.planner.plan!.entries[i]!.original.toPlainDate().toString());

  it('with no dates, says dates are required and sends nothing', async () => {
    const schedule = await loadedSchedule();
    schedule.openDates();
    await schedule.checkDates();
    expect(schedule.datesMissing).toBe(true);
    await schedule.saveDates();
    expect(schedule.datesMissing).toBe(true);
    expect(f.added).toEqual([]);
    expect(f.teamVisitsAskedFor).toEqual([]);
    expect(schedule.datesModalOpen).toBe(true);
    schedule.closeDates();
    schedule.openDates();
    expect(schedule.datesMissing).toBe(false);
  });

  it.each([
    [60, 90],
    [120, 150],
    [null, 90], // no duration: a visit counts as one hour
  ])("with a service duration of %s min, a team task less than %i min away conflicts (the existing-client window); the client's own visits do not", async (serviceMinutes, window) => {
    f.client = { ...baseClient, serviceMinutes };
    f.teamVisits = [
      otherClientAt(
        mondayAt9('2026-03-09').add({ minutes: window - 1 }),
        mondayAt9('2026-03-16').add({ minutes: window }),
        mondayAt9('2026-03-23').subtract({ minutes: window - 1 }),
        mondayAt9('2026-03-30').subtract({ minutes: window }),
      ),
      { clientId: 'c1', clientName: 'Joana Prado', serviceMinutes, visits: [{ id: 'own', start: mondayAt9('2026-04-06'), status: 'pending' }] },
    ];
    const schedule = await loadedSchedule();
    schedule.openDates();
    schedule.planner.setTime(9, 0, 'AM');
    schedule.planner.setRecurrence('weekly');
    await schedule.checkDates();
    expect(f.teamVisitsAskedFor).toEqual(['t1']);
    expect(schedule.datesMissing).toBe(false);
    expect(schedule.planner.conflictsOpen).toBe(true);
    expect(conflictingDays(schedule)).toEqual(['2026-03-09', '2026-03-23']);
    expect(schedule.planner.summary).toMatchObject({ total: 53, conflicting: 2 });
  });

  it('conflicts open the dialog and block saving until they are resolved; then the adjusted dates are sent', async () => {
    f.teamVisits = [otherClientAt(mondayAt9('2026-03-09').add({ minutes: 30 }))];
    const schedule = await loadedSchedule();
    schedule.openDates();
    schedule.planner.setTime(9, 0, 'AM');
    schedule.planner.setRecurrence('weekly');
    await schedule.saveDates();
    expect(schedule.planner.conflictsOpen).toBe(true);
    expect(f.added).toEqual([]);
    schedule.planner.adjustAutomatically();
    schedule.planner.acceptPlan();
    expect(schedule.planner.conflictsOpen).toBe(false);
    await schedule.saveDates();
    expect(f.added).toHaveLength(1);
    const sent = f.added[0]!;
    expect(sent.clientId).toBe('c1');
    expect(sent.recurrence).toBe('weekly');
    expect(sent.visits).toHaveLength(53);
    expect(sent.visits[0]).toBe('2026-03-02T09:00:00');
    const moved = sent.visits.find((v) => v.startsWith('2026-03-09'));
    expect(moved).toBeDefined();
    expect(moved).not.toBe('2026-03-09T09:00:00');
    expect(sent.visits.filter((v) => !v.startsWith('2026-03-09')).every((v) => v.endsWith('T09:00:00'))).toBe(true);
    expect(schedule.datesModalOpen).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Dates added.' } });
    expect(schedule.visits.items).toHaveLength(12 + 53);
  });

  it('without conflicts, saving checks the dates and sends them at once', async () => {
    f.teamVisits = [otherClientAt(mondayAt9('2026-03-09').add({ hours: 4 }))];
    const schedule = await loadedSchedule();
    schedule.openDates();
    schedule.planner.setRecurrence('weekly');
    await schedule.saveDates();
    expect(f.teamVisitsAskedFor).toEqual(['t1']);
    expect(schedule.planner.conflictsOpen).toBe(false);
    expect(f.added[0]?.visits[0]).toBe('2026-03-02T08:00:00');
    expect(f.added[0]?.visits).toHaveLength(53);
    expect(schedule.datesModalOpen).toBe(false);
  });

  it('a client without a team is checked against no agenda', async () => {
    f.client = { ...baseClient, team: null };
    const schedule = await loadedSchedule();
    schedule.openDates();
    schedule.planner.setRecurrence('weekly');
    await schedule.saveDates();
    expect(f.teamVisitsAskedFor).toEqual([]);
    expect(f.added[0]?.visits).toHaveLength(53);
  });

  describe("the team's capacity", () => {
    // Tuesday 3 March: Carlos's 7 hours, and the client's own hour at 08:00 (it counts too).
    const busyTuesday = () => {
      f.hours = { workingHours: ([1, 2, 3, 4, 5] as const).map((day) => ({ id: String(day), day, startHour: 8, endHour: 18 })), closedDays: [7] };
      f.teamVisits = [
        { ...otherClientAt(Temporal.PlainDateTime.from('2026-03-03T06:00')), serviceMinutes: 420 },
        { clientId: 'c1', clientName: 'Joana Prado', serviceMinutes: 60, visits: weeklyVisits(12) },
      ];
    };
    const tuesdayAt2pm = (schedule: ClientScheduleViewModel) => {
      schedule.openDates();
      schedule.planner.setWeekday(2);
      schedule.planner.setTime(2, 0, 'PM');
      schedule.planner.setRecurrence('unit');
    };

    it("warns once the dates are checked of a day they would take the team past its capacity, the client's own visits counted; the dates are still saved", async () => {
      busyTuesday();
      const schedule = await loadedSchedule();
      tuesdayAt2pm(schedule);
      expect(schedule.capacityWarnings).toEqual([]);
      await schedule.checkDates();
      // 7 h + 1 h + 1 h = 9 h against 8 h 30.
      expect(schedule.capacityWarnings).toEqual([{ teamId: 't1', teamName: 'Equipe Centro', day: Temporal.PlainDate.from('2026-03-03'), bookedMinutes: 540, capacityMinutes: 510, openMinutes: 600, reservePercent: 15 }]);
      await schedule.saveDates();
      expect(f.added[0]?.visits).toEqual(['2026-03-03T14:00:00']);
    });

    it('saving unchecked dates that would go past the capacity stops at the warning; saving again books them', async () => {
      busyTuesday();
      const schedule = await loadedSchedule();
      tuesdayAt2pm(schedule);
      await schedule.saveDates();
      expect(f.added).toEqual([]);
      expect(schedule.capacityWarnings).toHaveLength(1);
      await schedule.saveDates();
      expect(f.added).toHaveLength(1);
    });

    it('exactly at the capacity says nothing', async () => {
      busyTuesday();
      f.client = { ...baseClient, serviceMinutes: 30 };
      f.teamVisits = [f.teamVisits[0]!, { ...f.teamVisits[1]!, serviceMinutes: 30 }];
      const schedule = await loadedSchedule();
      tuesdayAt2pm(schedule);
      await schedule.saveDates();
      // 7 h + 30 min + 30 min = 8 h, under 8 h 30... and with 30 more minutes, exactly at it.
      expect(f.added).toHaveLength(1);
      f.teamVisits = [{ ...f.teamVisits[0]!, serviceMinutes: 450 }, f.teamVisits[1]!];
      schedule.openDates();
      tuesdayAt2pm(schedule);
      await schedule.checkDates();
      expect(schedule.capacityWarnings).toEqual([]);
    });
  });
});
