import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clients, RoadFixture } from '../../testing/road.fixture';

let f: RoadFixture;

beforeEach(() => {
  vi.useFakeTimers();
  f = new RoadFixture();
});
afterEach(() => vi.useRealTimers());

describe('RoadViewModel: the screen over its panels', () => {
  it('stops watching the position when the screen goes away', async () => {
    const vm = f.build();
    await vm.start();
    vm.stop();
    expect(f.geolocation.stopped).toBe(true);
  });

  it('asks for the day in a task after the screen starts watching, and not at all once it has gone away', async () => {
    const vm = f.build();
    const started = vm.start();
    expect(vm.day.loading).toBe(true);
    expect(f.geolocation.listener).not.toBeNull();
    vm.stop();
    await started;
    expect(vm.day.loading).toBe(true);
    expect(vm.day.clients).toHaveLength(0);
  });

  it('on start, first sends what waited on the device, then loads the day', async () => {
    f.connectivity.set(false);
    await f.desk.startVisit().execute(clients[1]!);
    expect(f.desk.outbox.load()).toHaveLength(1);
    f.connectivity.set(true);
    const vm = f.build();
    await vm.start();
    expect(f.api.calls).toEqual(['start:v2']);
    expect(vm.day.pending.size).toBe(0);
    expect(vm.day.clients).toHaveLength(3);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'visitWork.sent', values: { count: 1 } } });
    vm.stop();
  });

  it('starts offline keeping what waits on the device, and says it is offline', async () => {
    f.connectivity.set(false);
    await f.desk.startVisit().execute(clients[1]!);
    const vm = f.build();
    await vm.start();
    expect(vm.visits.online).toBe(false);
    expect(f.api.calls).toEqual([]);
    expect(vm.day.pending.get('a')).toBe('start');
    vm.stop();
  });
});
