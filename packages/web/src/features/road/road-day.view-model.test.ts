import { StartVisit } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clients, RoadFixture } from '../../testing/road.fixture';

let f: RoadFixture;

beforeEach(() => {
  vi.useFakeTimers();
  f = new RoadFixture();
});
afterEach(() => vi.useRealTimers());

describe('RoadDay: the day the road screen shows', () => {
  it("loads the day's clients", async () => {
    const day = f.day();
    expect(day.loading).toBe(true);
    await day.reload();
    expect(day.loading).toBe(false);
    expect(day.clients.map((c) => c.name)).toEqual(['Far', 'Near', 'Middle']);
  });

  it('a visit started on this device stays started for a new screen (it survives a reload)', async () => {
    await new StartVisit(f.desk).execute(clients[1]!);
    const day = f.day();
    await day.reload();
    expect(day.isStarted('a')).toBe(true);
    expect(day.isStarted('b')).toBe(false);
  });

  it("an unreachable server says so and keeps the list shown", async () => {
    const day = f.day();
    await day.reload();
    f.api.unreachable = true;
    await day.reload();
    expect(day.clients).toHaveLength(3);
    expect(f.notifier.toasts.at(-1)?.tone).toBe('error');
  });
});
