import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedZones } from '../../testing/fixed-zones';
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

  it("does not wait for a leader's own teams: the day shows at once, and their stops come first once known", async () => {
    let answer = () => {};
    f.ownTeamsAnswer = new Promise<void>((resolve) => (answer = resolve));
    f.ownTeams = { teamNames: ['Team Alpha'], clientIds: new Set(['b']) };
    const day = f.day();
    await day.reload();
    expect(day.visibleClients.map((c) => c.name)).toEqual(['Far', 'Near', 'Middle']);
    answer();
    await vi.waitFor(() => expect(day.visibleClients.map((c) => c.name)).toEqual(['Middle']));
    expect(day.otherTeamsCount).toBe(2);
  });

  it("draws with the leader's own teams kept on the device while the server is asked again", async () => {
    f.ownTeamsAnswer = new Promise<void>(() => {});
    f.keptOwnTeams = { teamNames: ['Team Alpha'], clientIds: new Set(['c']) };
    const day = f.day();
    await day.reload();
    expect(day.visibleClients.map((c) => c.name)).toEqual(['Far']);
  });

  it('a visit started on this device stays started for a new screen (it survives a reload)', async () => {
    await f.desk.startVisit().execute(clients[1]!);
    const day = f.day();
    await day.reload();
    expect(day.isStarted('a')).toBe(true);
    expect(day.isStarted('b')).toBe(false);
  });

  it('with no signal, shows the day kept on this device today and says when it was kept', async () => {
    const day = f.day();
    await day.reload();
    expect(day.savedAt).toBeNull();
    f.api.unreachable = true;
    f.clock.advance({ minutes: 30 });
    const offline = f.day();
    await offline.reload();
    expect(offline.clients.map((c) => c.name)).toEqual(['Far', 'Near', 'Middle']);
    expect(offline.savedAt).toBe('2026-03-02T11:00:00Z');
    expect(f.notifier.toasts).toEqual([]);
    f.api.unreachable = false;
    await offline.reload();
    expect(offline.savedAt).toBeNull();
  });

  it("says when the day was kept in the business's time zone, not the device's", async () => {
    await f.day().reload();
    f.api.unreachable = true;
    const offline = f.day();
    await offline.reload();
    offline.takeZones(fixedZones('America/Sao_Paulo', 'Europe/Lisbon'));
    // Kept at 11:00 UTC: 08:00 at the business (UTC-3), 11:00 on the device (Lisbon, UTC+0 in March).
    await vi.waitFor(() => expect(offline.savedAtShown?.toPlainTime().toString({ smallestUnit: 'minute' })).toBe('08:00'));
    expect(offline.savedAtShown?.timeZoneId).toBe('America/Sao_Paulo');
  });

  it("gives the services' values the currency of the business's place once its zone is known, none before", async () => {
    const day = f.day();
    await day.reload();
    expect(day.currency).toBeNull();
    day.takeZones(fixedZones('America/Sao_Paulo', 'Europe/Lisbon'));
    await vi.waitFor(() => expect(day.currency).toBe('BRL'));
  });

  it('an unreachable server with nothing kept says so and keeps the list shown', async () => {
    const day = f.day();
    await day.reload();
    f.cache.entries.clear();
    f.api.unreachable = true;
    await day.reload();
    expect(day.clients).toHaveLength(3);
    expect(f.notifier.toasts.at(-1)?.tone).toBe('error');
  });
});
