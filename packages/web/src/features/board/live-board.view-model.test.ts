import { ok, err, type DayBoard } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { fixedZones } from '../../testing/fixed-zones';
import { LiveBoardViewModel } from './live-board.view-model';

const board = (done: number): DayBoard => ({
  day: 20261126,
  teams: [
    { teamId: 'ta', teamName: 'Alpha', done, inProgress: 1, pending: 3, cancelled: 1, late: 2, nextStop: { clientId: 'c', clientName: 'Ana', minute: 600, late: true }, takings: 300 },
    { teamId: 'tb', teamName: 'Beta', done: 1, inProgress: 0, pending: 1, cancelled: 0, late: 0, nextStop: null, takings: 50.5 },
  ],
  takings: 350.5,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LiveBoardViewModel', () => {
  it("shows the day's totals over the teams", async () => {
    const vm = new LiveBoardViewModel({ execute: () => Promise.resolve(ok(board(2))) }, fixedZones('America/Sao_Paulo'));
    await vm.refresh();
    expect(vm.totals).toEqual({ done: 3, inProgress: 1, pending: 4, cancelled: 1, late: 2, takings: 350.5 });
    expect(vm.loading).toBe(false);
  });

  it("a device in Lisbon: the board says its times are the business's, in São Paulo", async () => {
    const vm = new LiveBoardViewModel({ execute: () => Promise.resolve(ok(board(2))) }, fixedZones('America/Sao_Paulo', 'Europe/Lisbon'));
    expect(vm.zones.zones.differs).toBe(false);
    await vm.refresh();
    await Promise.resolve();
    expect(vm.zones.zones).toEqual({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true });
  });

  it('keeps the board shown while a refresh runs (no flicker), and one refresh at a time', async () => {
    const answers = [deferred<ReturnType<typeof ok<DayBoard>>>(), deferred<ReturnType<typeof ok<DayBoard>>>()];
    let calls = 0;
    const vm = new LiveBoardViewModel({ execute: () => answers[calls++]!.promise }, fixedZones('America/Sao_Paulo'));
    const first = vm.refresh();
    answers[0]!.resolve(ok(board(2)));
    await first;
    const shown = vm.board;
    const second = vm.refresh();
    void vm.refresh();
    expect(calls).toBe(2);
    expect(vm.board).toBe(shown);
    answers[1]!.resolve(ok(board(3)));
    await second;
    expect(vm.board?.teams[0]!.done).toBe(3);
  });

  it('keeps the last board when a refresh fails, saying why', async () => {
    let fail = false;
    const vm = new LiveBoardViewModel({ execute: () => Promise.resolve(fail ? err({ code: 'API_UNREACHABLE' as const }) : ok(board(2))) }, fixedZones('America/Sao_Paulo'));
    await vm.refresh();
    fail = true;
    await vm.refresh();
    expect(vm.board?.teams[0]!.done).toBe(2);
    expect(vm.problem).toEqual({ key: 'common:errors.unreachable' });
    fail = false;
    await vm.refresh();
    expect(vm.problem).toBeNull();
  });
});
