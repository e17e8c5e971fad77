import { err, LoadCapacityReserve, ok, SaveCapacityReserve, type TeamLoad } from '@fieldteam/core';
import { FixedClock, MemoryCache, signedInToBusiness } from '@fieldteam/core/testing';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TeamLoadViewModel } from './team-load.view-model';

const dayKeys = (monday: Temporal.PlainDate) => Array.from({ length: 7 }, (_, i) => Number(monday.add({ days: i }).toString().replaceAll('-', '')));
const weekOf = (monday: Temporal.PlainDate): TeamLoad => ({
  days: dayKeys(monday),
  openMinutes: [600, 600, 600, 600, 600, 240, 0],
  openTotal: 3240,
  // Monday exactly at 8 h 30, Tuesday a minute past it.
  teams: [{ teamId: 'ta', teamName: 'Alpha', bookedMinutes: [510, 511, 60, 0, 0, 0, 60], visits: [4, 4, 1, 0, 0, 0, 1], totalMinutes: 1141 }],
  defaultedVisits: 2,
  clientsWithoutDuration: ['Bruna', 'Caio'],
});

// Thursday 3 December 2026, 12:00 in São Paulo.
const clock = () => new FixedClock('2026-12-03T15:00:00Z', 'America/Sao_Paulo');

/** The reserve kept on a device (one cache), for the business signed in. */
const reserveOn = (cache = new MemoryCache(), sessions = signedInToBusiness('employer')) => [new LoadCapacityReserve(cache, sessions), new SaveCapacityReserve(cache, sessions)] as const;
const viewModel = (loadWeek: ConstructorParameters<typeof TeamLoadViewModel>[0], cache = new MemoryCache()) => new TeamLoadViewModel(loadWeek, clock(), ...reserveOn(cache));

describe('TeamLoadViewModel', () => {
  it("opens on the business's current week and shows each team's hours booked against the day's capacity (the open hours less 15%), per day and for the week", async () => {
    const asked: string[] = [];
    const vm = viewModel({ execute: async (day) => (asked.push(day.toString()), ok(weekOf(day))) });
    await vm.show();
    expect(vm.open).toBe(true);
    expect(asked).toEqual(['2026-11-30']);
    expect(vm.days.map((d) => d.toString())).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const [alpha] = vm.rows;
    expect(vm.reservePercent).toBe(15);
    expect(alpha!.days.map((c) => [c.capacityMinutes, c.percent, c.over])).toEqual([
      // Exactly at the capacity: not over; a minute past it: over.
      [510, 100, false],
      [510, 100, true],
      [510, 12, false],
      [510, 0, false],
      [510, 0, false],
      [204, 0, false],
      // Booked on a closed day: nothing to measure against, and over.
      [0, null, true],
    ]);
    expect(alpha!.week).toEqual({ bookedMinutes: 1141, openMinutes: 3240, capacityMinutes: 2754, percent: 41, over: false });
    expect(vm.defaulted).toEqual({ visits: 2, clients: ['Bruna', 'Caio'] });
  });

  it('measures against the reserve set, kept on the device for the next time the dialog opens', async () => {
    const cache = new MemoryCache();
    const vm = viewModel({ execute: async (day) => ok(weekOf(day)) }, cache);
    await vm.show();
    vm.setReserve(0);
    expect(vm.rows[0]!.days[1]).toEqual({ bookedMinutes: 511, openMinutes: 600, capacityMinutes: 600, percent: 85, over: false });
    vm.setReserve(51);
    expect(vm.reservePercent).toBe(0);
    const again = viewModel({ execute: async (day) => ok(weekOf(day)) }, cache);
    await again.show();
    expect(again.reservePercent).toBe(0);
  });

  it('moves a week back and forth; only the latest week asked is shown', async () => {
    const answers: Array<(value: ReturnType<typeof ok<TeamLoad>>) => void> = [];
    const vm = viewModel({
      execute: () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    });
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
    const vm = viewModel({ execute: async (day) => (fail ? err({ code: 'API_UNREACHABLE' as const }) : ok(weekOf(day))) });
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
