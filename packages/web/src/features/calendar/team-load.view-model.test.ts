import { err, ok, type TeamLoad } from '@fieldteam/core';
import { FixedClock } from '@fieldteam/core/testing';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TeamLoadViewModel } from './team-load.view-model';

const dayKeys = (monday: Temporal.PlainDate) => Array.from({ length: 7 }, (_, i) => Number(monday.add({ days: i }).toString().replaceAll('-', '')));
const weekOf = (monday: Temporal.PlainDate): TeamLoad => ({
  days: dayKeys(monday),
  openMinutes: [600, 600, 600, 600, 600, 240, 0],
  openTotal: 3240,
  teams: [{ teamId: 'ta', teamName: 'Alpha', bookedMinutes: [600, 660, 60, 0, 0, 0, 60], visits: [10, 11, 1, 0, 0, 0, 1], totalMinutes: 1380, percents: [100, 110, 10, 0, 0, 0, null], weekPercent: 43 }],
});

// Thursday 3 December 2026, 12:00 in São Paulo.
const clock = () => new FixedClock('2026-12-03T15:00:00Z', 'America/Sao_Paulo');

describe('TeamLoadViewModel', () => {
  it("opens on the business's current week and shows each team's hours booked against the open hours, per day and for the week", async () => {
    const asked: string[] = [];
    const vm = new TeamLoadViewModel({ execute: async (day) => (asked.push(day.toString()), ok(weekOf(day))) }, clock());
    await vm.show();
    expect(vm.open).toBe(true);
    expect(asked).toEqual(['2026-11-30']);
    expect(vm.days.map((d) => d.toString())).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const [alpha] = vm.rows;
    expect(alpha!.days.map((c) => [c.percent, c.over])).toEqual([
      [100, false],
      [110, true],
      [10, false],
      [0, false],
      [0, false],
      [0, false],
      // Booked on a closed day: nothing to measure against, and over.
      [null, true],
    ]);
    expect(alpha!.week).toEqual({ bookedMinutes: 1380, openMinutes: 3240, percent: 43, over: false });
  });

  it('moves a week back and forth; only the latest week asked is shown', async () => {
    const answers: Array<(value: ReturnType<typeof ok<TeamLoad>>) => void> = [];
    const vm = new TeamLoadViewModel(
      {
        execute: () =>
          new Promise((resolve) => {
            answers.push(resolve);
          }),
      },
      clock(),
    );
    const first = vm.show();
    const next = vm.nextWeek();
    expect(vm.monday.toString()).toBe('2026-12-07');
    answers[1]!(ok(weekOf(vm.monday)));
    await next;
    answers[0]!(ok(weekOf(vm.monday.subtract({ days: 7 }))));
    await first;
    expect(vm.load?.days[0]).toBe(20261207);
    await Promise.all([vm.previousWeek(), Promise.resolve().then(() => answers[2]!(ok(weekOf(vm.monday))))]);
    expect(vm.load?.days[0]).toBe(20261130);
  });

  it("a failure says why and keeps the week shown before", async () => {
    let fail = false;
    const vm = new TeamLoadViewModel({ execute: async (day) => (fail ? err({ code: 'API_UNREACHABLE' as const }) : ok(weekOf(day))) }, clock());
    await vm.show();
    fail = true;
    await vm.nextWeek();
    expect(vm.problem).not.toBeNull();
    expect(vm.load?.days[0]).toBe(20261130);
    expect(vm.loading).toBe(false);
    vm.close();
    expect(vm.open).toBe(false);
  });
});
