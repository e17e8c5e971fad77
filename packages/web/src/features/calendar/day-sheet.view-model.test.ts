import { err, ok, type ApiFailure, type DayBoard, type DaySheetStop, type Result } from '@fieldteam/core';
import { FixedClock } from '@fieldteam/core/testing';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DaySheetViewModel } from './day-sheet.view-model';

/** The value of the choice of the stops no team holds. */
const NO_TEAM = '';

const teamBoard = (teamId: string | null, teamName: string | null, counts: { done?: number; inProgress?: number; pending?: number; cancelled?: number }) => ({
  teamId,
  teamName,
  done: counts.done ?? 0,
  inProgress: counts.inProgress ?? 0,
  pending: counts.pending ?? 0,
  cancelled: counts.cancelled ?? 0,
  late: 0,
  over: 0,
  nextStop: null,
  takings: 0,
});
const board: DayBoard = {
  day: 20261203,
  teams: [teamBoard('ta', 'Alpha', { done: 1, pending: 2 }), teamBoard('tb', 'Beta', { cancelled: 2 }), teamBoard(null, null, { pending: 1 })],
  takings: 0,
  marks: [],
};
const stop: DaySheetStop = { clientId: 'c1', name: 'Joana', phone: '119', address: null, minute: 540, services: [] };
// Thursday 3 December 2026, 12:00 in São Paulo.
const clock = () => new FixedClock('2026-12-03T15:00:00Z', 'America/Sao_Paulo');

function create(sheet: () => Promise<Result<readonly DaySheetStop[], ApiFailure>> = async () => ok([stop])) {
  const asked: string[] = [];
  const sheets: Array<[string, string | null]> = [];
  const vm = new DaySheetViewModel(
    { execute: async (day?: Temporal.PlainDate) => (asked.push(day!.toString()), ok(board)) },
    { execute: async (day, teamId) => (sheets.push([day.toString(), teamId]), sheet()) },
    clock(),
  );
  return { vm, asked, sheets };
}

describe('DaySheetViewModel', () => {
  it("opens on the business's today with the teams that have stops that day (a day of cancelled visits only has none)", async () => {
    const { vm, asked } = create();
    await vm.show();
    expect(asked).toEqual(['2026-12-03']);
    expect(vm.teams).toEqual([
      { value: 'ta', name: 'Alpha', stops: 3 },
      { value: NO_TEAM, name: null, stops: 1 },
    ]);
    expect(vm.team).toBe('ta');
  });

  it("prints the chosen team's stops: reads them, closes the dialog and asks the screen to print", async () => {
    const { vm, sheets } = create();
    await vm.show();
    vm.setTeam(NO_TEAM);
    await vm.print();
    expect(sheets).toEqual([['2026-12-03', null]]);
    expect(vm.stops).toEqual([stop]);
    expect(vm.open).toBe(false);
    expect(vm.printRequests).toBe(1);
    expect(vm.teamName).toBeNull();
  });

  it('another day asks for its teams; a day that is not a date has none and prints nothing', async () => {
    const { vm, asked, sheets } = create();
    await vm.show();
    await vm.setDay('2026-12-04');
    expect(asked).toEqual(['2026-12-03', '2026-12-04']);
    await vm.setDay('');
    expect(vm.teams).toEqual([]);
    await vm.print();
    expect(sheets).toEqual([]);
  });

  it('a failure says why, keeps the dialog open and prints nothing', async () => {
    const { vm } = create(async () => err({ code: 'API_UNREACHABLE' as const }));
    await vm.show();
    await vm.print();
    expect(vm.problem).not.toBeNull();
    expect(vm.open).toBe(true);
    expect(vm.printRequests).toBe(0);
    expect(vm.busy).toBe(false);
  });
});
