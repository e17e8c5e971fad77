import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clients, RoadFixture } from '../../testing/road.fixture';

let f: RoadFixture;

beforeEach(() => {
  vi.useFakeTimers();
  f = new RoadFixture();
});
afterEach(() => vi.useRealTimers());

/** An action, with the 3 s its buttons stay locked after it. */
async function act(action: Promise<void>) {
  await vi.advanceTimersByTimeAsync(3000);
  await action;
}

/** The fixture's clock starts at 08:00 in São Paulo (11:00 UTC). */
const at = (time: string) => `2026-03-02T${time}:00-03:00`;

async function startedRoad() {
  f.listedMinutes = new Map([['a', 90]]);
  const vm = f.build();
  await vm.start();
  await vm.day.askServiceMinutes();
  await act(vm.visits.start(clients[1]!)); // 'a', Near, at 08:00
  return vm;
}

describe("RoadRunningOver: the crew's visit under way, past its length", () => {
  it("runs over once on site longer than its client's 1 h 30 plus the 10-minute margin, on the minute's tick", async () => {
    const vm = await startedRoad();
    const over = vm.runningOver!;
    expect(vm.day.isStarted('a')).toBe(true);
    f.clock.set(at('09:40'));
    f.scheduler.advance(60_000);
    expect(over.overBy('a')).toBeNull();
    f.clock.set(at('09:41'));
    expect(over.overBy('a')).toBeNull(); // the screen's clock moves on the tick
    f.scheduler.advance(60_000);
    expect(over.overBy('a')).toBe(11);
    vm.stop();
  });

  it("counts with the business's margin kept on the device, and an hour for a client without a duration", async () => {
    f.margins.save('o1', 0);
    f.listedMinutes = new Map();
    const vm = f.build();
    await vm.start();
    await act(vm.visits.start(clients[0]!)); // 'c', no duration
    f.clock.set(at('09:00'));
    f.scheduler.advance(60_000);
    expect(vm.runningOver!.overBy('c')).toBeNull();
    f.clock.set(at('09:01'));
    f.scheduler.advance(60_000);
    expect(vm.runningOver!.overBy('c')).toBe(1);
    vm.stop();
  });

  it('runs over for a visit started on another device, from the start its open report gives', async () => {
    f.listedMinutes = new Map([['a', 90]]);
    f.api.startElsewhere('v2', 'Lia Santos', Date.parse(at('08:05')));
    const vm = f.build();
    await vm.start();
    await vm.day.startedAsked;
    await vm.day.askServiceMinutes();
    expect(vm.day.isStarted('a')).toBe(true);
    f.clock.set(at('09:45'));
    f.scheduler.advance(60_000);
    expect(vm.runningOver!.overBy('a')).toBeNull();
    f.clock.set(at('09:46'));
    f.scheduler.advance(60_000);
    expect(vm.runningOver!.overBy('a')).toBe(11);
    vm.stop();
  });

  it('says nothing of a visit not started, nor once it is finished', async () => {
    const vm = await startedRoad();
    f.clock.set(at('12:00'));
    f.scheduler.advance(60_000);
    expect(vm.runningOver!.overBy('b')).toBeNull();
    expect(vm.runningOver!.overBy('a')).toBe(150);
    vm.visits.askFinish(clients[1]!);
    await act(vm.visits.confirmFinish());
    expect(vm.runningOver!.overBy('a')).toBeNull();
    vm.stop();
  });
});
