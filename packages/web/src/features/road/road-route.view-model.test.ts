import { inThreadStopOrdering, ok, PlanRoute, type PlannedRoute } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { InMemoryRoadVisitsApi } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, clients, RoadFixture, straightLines } from '../../testing/road.fixture';
import type { RoadRouteViewModel } from './road-route.view-model';
import type { RoadViewModel } from './road.view-model';

type RoadStop = RoadRouteViewModel['stops'][number];

let f: RoadFixture;
let vm: RoadViewModel;

beforeEach(() => {
  vi.useFakeTimers();
  f = new RoadFixture();
  vm = f.build();
});
afterEach(() => {
  vm.stop();
  vi.useRealTimers();
});

/** Builds the screen again on a day of these clients (the clock stays at 08:00 in São Paulo, 2 March). */
function dayOf(list: ReturnType<typeof at>[]): RoadViewModel {
  vm.stop();
  f = new RoadFixture(new InMemoryRoadVisitsApi(list));
  return (vm = f.build());
}

const names = () => vm.routing.orderedClients.map((c) => c.name);
const position = (longitude = 0) => f.geolocation.listener?.onPosition({ latitude: 0, longitude, accuracy: 5, at: 1 });
const hhmm = (time: { toString(): string } | null) => time?.toString().slice(11, 16) ?? null;

describe('RoadRouteViewModel: the route and the map', () => {
  it('orders the stops from the live position and shows the saving; the toggle keeps the stored order', async () => {
    await vm.start();
    position();
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Near', 'Middle', 'Far']));
    expect(vm.routing.markers.map((m) => m.order)).toEqual([1, 2, 3]);
    expect(vm.routing.route?.savingMetres).toBeGreaterThan(2900);
    vm.routing.setUseStoredOrder(true);
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Far', 'Near', 'Middle']));
  });

  it("a leader's route and list hold their own teams' stops; the others come after them only behind the switch", async () => {
    vm.stop();
    f = new RoadFixture();
    f.ownTeams = { teamNames: ['Team Alpha'], clientIds: new Set(['c', 'b']) };
    vm = f.build();
    await vm.start();
    position();
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Middle', 'Far']));
    expect(names()).toEqual(['Middle', 'Far']);
    expect(vm.day.otherTeamsCount).toBe(1);
    expect(vm.day.isOwn('a')).toBe(false);
    vm.day.setShowOtherTeams(true);
    // Near is nearest, yet listed after the leader's own stops.
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    expect(names()).toEqual(['Middle', 'Far', 'Near']);
  });

  it('for an owner (no teams of their own) every stop shows, with no switch to make', async () => {
    await vm.start();
    expect(vm.day.visibleClients).toHaveLength(3);
    expect(vm.day.otherTeamsCount).toBe(0);
    expect(vm.day.isOwn('a')).toBe(true);
  });

  it('keeps a geolocation error as "Geolocation error: …" in state', async () => {
    await vm.start();
    f.geolocation.listener?.onError({ code: 'GEO_DENIED', message: 'User denied Geolocation' });
    expect(vm.routing.geolocationError).toBe('Geolocation error: User denied Geolocation');
  });

  it('says which addresses were placed only at city level and marks their stops, leaving the others alone', async () => {
    const cityCentre = (id: string, name: string) => ({ ...at(id, name, 0.5, [`v-${id}`]), address: { description: `${name} avenue, São Paulo`, latitude: 0, longitude: 0.5, complement: null } });
    dayOf([...clients, cityCentre('x', 'Xavier'), cityCentre('y', 'Yara')]);
    await vm.start();
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(5));
    expect([...vm.routing.roughlyPlaced].sort()).toEqual(['x', 'y']);
    expect(vm.routing.markers.filter((m) => m.approximate).map((m) => m.id).sort()).toEqual(['x', 'y']);
  });

  it('finds nothing rough when every address has its own place', async () => {
    await vm.start();
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    expect(vm.routing.roughlyPlaced.size).toBe(0);
    expect(vm.routing.markers.some((m) => m.approximate)).toBe(false);
  });

  it('lists the clients in visiting order, then those without coordinates', async () => {
    dayOf([{ ...at('z', 'Zélia', 0, ['v-z']), address: null }, ...clients]);
    await vm.start();
    position();
    await vi.waitFor(() => expect(names()).toEqual(['Near', 'Middle', 'Far', 'Zélia']));
    expect(vm.routing.markers).toHaveLength(3);
  });

  /** Builds the screen again with the client list's teams (and a leader's own teams). */
  function withListedTeams(teams: Array<[string, { id: string; name: string }]>, ownTeams: RoadFixture['ownTeams'] = null): RoadViewModel {
    vm.stop();
    f = new RoadFixture();
    f.listedTeams = new Map(teams);
    f.ownTeams = ownTeams;
    return (vm = f.build());
  }

  it("an owner plans one team's day: the teams with stops are offered once the client list says them, and the route holds the chosen team's only", async () => {
    withListedTeams([
      ['a', { id: 't2', name: 'Sul' }],
      ['b', { id: 't1', name: 'Norte' }],
      ['c', { id: 't1', name: 'Norte' }],
    ]);
    await vm.start();
    position();
    // One route through every stop first, as the road draws it.
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    expect(vm.day.teamChoices).toEqual([]);
    await vm.day.askServiceMinutes();
    expect(vm.day.teamChoices).toEqual([
      { id: 't1', name: 'Norte', stops: 2 },
      { id: 't2', name: 'Sul', stops: 1 },
    ]);
    vm.day.setTeamChoice('t1');
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Middle', 'Far']));
    expect(names()).toEqual(['Middle', 'Far']);
    vm.day.setTeamChoice(null);
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
  });

  it('asks the client list only once the day is known: asked before, it asks nothing and asks again later', async () => {
    vm.stop();
    f = new RoadFixture();
    f.listedMinutes = new Map([['c', 180]]);
    vm = f.build();
    await vm.day.askServiceMinutes();
    expect(f.minutesAsked).toBe(0);
    await vm.start();
    await vm.day.askServiceMinutes();
    expect(f.minutesAsked).toBe(1);
    expect(vm.day.serviceMinutes.get('c')).toBe(180);
  });

  it('offers no team choice with one team only, nor to a leader, whose own teams come first', async () => {
    withListedTeams([
      ['a', { id: 't1', name: 'Norte' }],
      ['b', { id: 't1', name: 'Norte' }],
    ]);
    await vm.start();
    await vm.day.askServiceMinutes();
    expect(vm.day.teamChoices).toEqual([]);
    withListedTeams(
      [
        ['a', { id: 't2', name: 'Sul' }],
        ['b', { id: 't1', name: 'Norte' }],
      ],
      { teamNames: ['Team Alpha'], clientIds: new Set(['c', 'b']) },
    );
    await vm.start();
    await vm.day.askServiceMinutes();
    expect(vm.day.teamChoices).toEqual([]);
  });

  it('replans when the day changes: a client gone from the list leaves the route', async () => {
    await vm.start();
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    f.api.clients = f.api.clients.filter((c) => c.clientId !== 'b');
    await vm.day.reload();
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Far', 'Near']));
  });

  it('plans again only when the stops change: the device read again with nothing new plans nothing', async () => {
    const day = f.day();
    let planned = 0;
    const inner = new PlanRoute(straightLines, inThreadStopOrdering);
    const routing = f.routePanel(day, { execute: (...args: Parameters<PlanRoute['execute']>) => (planned++, inner.execute(...args)) } as Pick<PlanRoute, 'execute'>);
    routing.start();
    await day.reload();
    await vi.waitFor(() => expect(routing.markers).toHaveLength(3));
    const before = planned;
    day.refreshLocalState();
    await day.reload();
    expect(planned).toBe(before);
    f.api.clients = f.api.clients.filter((c) => c.clientId !== 'b');
    await day.reload();
    expect(planned).toBe(before + 1);
    routing.stop();
  });

  /** A planner whose plans are answered when the test says, each with the route it is given. */
  const heldPlanner = () => {
    const answers: Array<(route: PlannedRoute<RoadStop>) => void> = [];
    const planner: Pick<PlanRoute, 'execute'> = {
      execute: <T,>() => new Promise((resolve) => answers.push((route) => resolve(ok(route as unknown as PlannedRoute<T & RoadStop>)))) as never,
    };
    return { answers, planner };
  };

  it('keeps the latest plan when an earlier one answers after it (the planning worker takes its time)', async () => {
    const day = f.day();
    await day.reload();
    const { answers, planner } = heldPlanner();
    const routing = f.routePanel(day, planner);
    const plan = (savingMetres: number) => ({ stops: [], savingMetres }) as unknown as PlannedRoute<RoadStop>;
    const first = routing.recompute();
    routing.setUseStoredOrder(true);
    expect(answers).toHaveLength(2);
    answers[1]!(plan(2));
    answers[0]!(plan(1));
    await first;
    await vi.waitFor(() => expect(routing.route?.savingMetres).toBe(2));
  });

  it('shows the first plan while none is shown and a newer one is worked out (the position found meanwhile), then the newer; once shown, only the latest', async () => {
    const day = f.day();
    await day.reload();
    const { answers, planner } = heldPlanner();
    const routing = f.routePanel(day, planner);
    const plan = (savingMetres: number) => ({ stops: [{}], savingMetres }) as unknown as PlannedRoute<RoadStop>;
    // the answers are taken in a microtask or two (the clock's timers are the test's)
    const settled = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    const answer = async (index: number, savingMetres: number) => {
      answers[index]!(plan(savingMetres));
      await settled();
    };
    void routing.recompute();
    void routing.recompute();
    await answer(0, 1);
    expect(routing.route?.savingMetres).toBe(1);
    await answer(1, 2);
    expect(routing.route?.savingMetres).toBe(2);
    // with a plan shown, an answer overtaken by a later plan is dropped
    void routing.recompute();
    void routing.recompute();
    await answer(2, 3);
    expect(routing.route?.savingMetres).toBe(2);
    await answer(3, 4);
    expect(routing.route?.savingMetres).toBe(4);
  });

  it('holds the list back until the day is first planned, then never again while it is replanned', async () => {
    const day = f.day();
    const { answers, planner } = heldPlanner();
    const routing = f.routePanel(day, planner);
    expect(routing.awaitingOrder).toBe(false); // no stops yet: nothing to order
    await day.reload();
    expect(routing.awaitingOrder).toBe(true);
    void routing.recompute();
    answers[0]!({ stops: [{}], savingMetres: 0 } as unknown as PlannedRoute<RoadStop>);
    await vi.waitFor(() => expect(routing.awaitingOrder).toBe(false));
    void routing.recompute();
    expect(routing.awaitingOrder).toBe(false);
  });

  it('lists the stops as they came when the planner cannot be loaded, and says so in the log', async () => {
    const day = f.day();
    await day.reload();
    const logged: string[] = [];
    const failing: Pick<PlanRoute, 'execute'> = { execute: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    const routing = f.routePanel(day, failing, (message) => logged.push(message));
    expect(routing.awaitingOrder).toBe(true);
    await routing.recompute();
    expect(routing.awaitingOrder).toBe(false);
    expect(routing.orderedClients.map((c) => c.clientId)).toEqual(day.visibleClients.map((c) => c.clientId));
    expect(logged).toEqual(['Route planning failed: Failed to fetch dynamically imported module']);
  });
});

describe('RoadRouteViewModel: keeping the booked times', () => {
  // 08:00 in São Paulo. Near (1 km) is booked at 15:00, Far (3 km) at 08:30, Middle (2 km) at 10:00; an hour each.
  const bookedDay = () => [at('c', 'Far', 0.027, ['v1'], '2026-03-02T08:30:00'), at('a', 'Near', 0.009, ['v2'], '2026-03-02T15:00:00'), at('b', 'Middle', 0.018, ['v3'], '2026-03-02T10:00:00')];
  const far = () => vm.routing.timesOf(vm.day.clients[0]!);

  it('goes to the earliest booked first though it is farthest, and shows each booked time and expected arrival', async () => {
    dayOf(bookedDay());
    await vm.start();
    // Planned from the first stop's place until the position is known: no time to set off yet.
    await vi.waitFor(() => expect(vm.routing.route).not.toBeNull());
    expect(vm.routing.leaving).toBeNull();
    position();
    // 3 km (and a little) at 30 km/h: 6 min, so the crew sets off by 08:23 and is there at 08:30
    // (not at 08:06 to wait).
    await vi.waitFor(() => expect(hhmm(vm.routing.leaving?.at ?? null)).toBe('08:23'));
    expect(hhmm(vm.routing.leaving!.bookedAt)).toBe('08:30');
    expect(hhmm(far().arrivalAt)).toBe('08:30');
    expect(names()).toEqual(['Far', 'Middle', 'Near']);
    expect([hhmm(far().bookedAt), far().lateMinutes]).toEqual(['08:30', 0]);
    expect(vm.routing.lateness).toEqual({ stops: 0, minutes: 0 });
  });

  it('says "late by" where lateness cannot be avoided, with the total', async () => {
    // Far is booked for 08:00 (now): 6 min away, it is 6 min late whatever the order.
    dayOf([at('c', 'Far', 0.027, ['v1'], '2026-03-02T08:00:00'), at('a', 'Near', 0.009, ['v2'], '2026-03-02T15:00:00')]);
    await vm.start();
    position();
    await vi.waitFor(() => expect(vm.routing.lateness).toEqual({ stops: 1, minutes: 6 }));
    expect(names()).toEqual(['Far', 'Near']);
    expect(far().lateMinutes).toBe(6);
    // late already: nothing to wait for, the crew sets off now
    expect(vm.routing.leaving).toBeNull();
  });

  it("times each visit with the client's service duration (the leader's own teams' answer, or the client list)", async () => {
    // Far at 08:30 for 3 h: Middle (10:00) cannot be kept after it (11:32, 92 min late), nor Far
    // after Middle (11:04, 154 min late): one of them is late, and the least is Middle's.
    vm.stop();
    f = new RoadFixture(new InMemoryRoadVisitsApi(bookedDay()));
    f.listedMinutes = new Map([['c', 180]]);
    vm = f.build();
    await vm.start();
    position();
    await vi.waitFor(() => expect(hhmm(far().arrivalAt)).toBe('08:30'));
    expect(vm.routing.lateness.stops).toBe(0);
    await vm.day.askServiceMinutes();
    expect(f.minutesAsked).toBe(1);
    await vi.waitFor(() => expect(vm.routing.lateness).toEqual({ stops: 1, minutes: 92 }));
    expect(names()).toEqual(['Far', 'Middle', 'Near']);
  });

  it("a leader's own teams' durations are used without asking the client list", async () => {
    vm.stop();
    f = new RoadFixture(new InMemoryRoadVisitsApi(bookedDay()));
    f.ownTeams = { teamNames: ['Team Alpha'], clientIds: new Set(['a', 'b', 'c']), serviceMinutes: new Map([['c', 180]]) };
    vm = f.build();
    await vm.start();
    position();
    await vm.day.askServiceMinutes();
    expect(f.minutesAsked).toBe(0);
    await vi.waitFor(() => expect(vm.routing.lateness).toEqual({ stops: 1, minutes: 92 }));
  });

  it('plans again every minute as time passes: the expected arrivals move with now', async () => {
    // Far booked for 08:00 (now), 6 min away: reached at 08:06, then at 08:16 ten minutes later.
    dayOf([at('c', 'Far', 0.027, ['v1'], '2026-03-02T08:00:00'), at('a', 'Near', 0.009, ['v2'], '2026-03-02T15:00:00')]);
    await vm.start();
    position();
    await vi.waitFor(() => expect(hhmm(far().arrivalAt)).toBe('08:06'));
    f.clock.advance({ minutes: 10 });
    f.scheduler.advance(60_000);
    await vi.waitFor(() => expect(hhmm(far().arrivalAt)).toBe('08:16'));
  });

  it('plans at the speed the business set: slower, the far 08:30 client is reached late', async () => {
    dayOf(bookedDay());
    await vm.start();
    position();
    await vi.waitFor(() => expect(hhmm(far().arrivalAt)).toBe('08:30'));
    vm.routing.setSpeedText('5');
    vm.routing.commitSpeed();
    // 3 km at 5 km/h: 36 min, 08:36.
    await vi.waitFor(() => expect(far().lateMinutes).toBe(6));
    expect(f.speeds.load('o1')).toBe(5);
    expect(f.build().routing.speedKmPerHour).toBe(5);
  });

  it('refuses a speed that is not whole km/h within the limits, and keeps planning with the one it had', async () => {
    await vm.start();
    for (const text of ['0', '500', '2.5', 'fast', '']) {
      vm.routing.setSpeedText(text);
      vm.routing.commitSpeed();
      expect(vm.routing.speedInvalid).toBe(true);
      expect(vm.routing.speedKmPerHour).toBe(30);
    }
    vm.routing.setSpeedText('40');
    expect(vm.routing.speedInvalid).toBe(false);
  });

  it('puts a visit under way first (the crew is there), never late, whatever its booked time', async () => {
    dayOf(bookedDay());
    await f.desk.startVisit().execute(bookedDay()[1]!);
    vm = f.build();
    await vm.start();
    position();
    // Near (15:00) under way: Far then is reached at 09:06 (36 min late), yet Near stays first and is not late.
    await vi.waitFor(() => expect(far().lateMinutes).toBe(36));
    expect(names()).toEqual(['Near', 'Far', 'Middle']);
    expect(vm.routing.timesOf(bookedDay()[1]!).lateMinutes).toBe(0);
  });

  it('leaves a visit finished with no signal out of the plan (it waits to be sent, listed last)', async () => {
    dayOf(bookedDay());
    await vm.start();
    position();
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    f.connectivity.set(false);
    f.api.unreachable = true;
    await f.desk.startVisit().execute(bookedDay()[0]!);
    await f.desk.finishVisit().execute({ clientId: 'c', observation: '' });
    vm.day.refreshLocalState();
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Middle', 'Near']));
    expect(names()).toEqual(['Middle', 'Near', 'Far']);
  });
});

describe("RoadRouteViewModel: the crew's own order", () => {
  beforeEach(async () => {
    await vm.start();
    position();
    await vi.waitFor(() => expect(names()).toEqual(['Near', 'Middle', 'Far']));
  });

  it('"visit next" puts a stop first and the rest is planned after it; unpinning gives it back to the plan', async () => {
    vm.routing.visitNext('c');
    await vi.waitFor(() => expect(names()).toEqual(['Far', 'Middle', 'Near']));
    expect(vm.routing.isPinned('c')).toBe(true);
    expect(vm.routing.isPinned('b')).toBe(false);
    vm.routing.unpin('c');
    await vi.waitFor(() => expect(names()).toEqual(['Near', 'Middle', 'Far']));
    expect(vm.routing.isPinned('c')).toBe(false);
  });

  it('moves a stop up or down one place by hand, keeping the order above it; the first cannot go up nor the last down', async () => {
    expect(vm.routing.canMoveUp('a')).toBe(false);
    expect(vm.routing.canMoveDown('c')).toBe(false);
    vm.routing.moveUp('c');
    await vi.waitFor(() => expect(names()).toEqual(['Near', 'Far', 'Middle']));
    expect(vm.routing.pinned).toEqual(['a', 'c', 'b']);
    vm.routing.moveDown('a');
    await vi.waitFor(() => expect(names()).toEqual(['Far', 'Near', 'Middle']));
    vm.routing.resetOrder();
    await vi.waitFor(() => expect(names()).toEqual(['Near', 'Middle', 'Far']));
    expect(vm.routing.pinned).toEqual([]);
  });

  it('keeps the order on the device for the day: the screen opened again shows it, the next day does not', async () => {
    vm.routing.visitNext('c');
    await vi.waitFor(() => expect(names()[0]).toBe('Far'));
    vm.stop();
    vm = f.build();
    await vm.start();
    position();
    await vi.waitFor(() => expect(names()).toEqual(['Far', 'Middle', 'Near']));
    expect(vm.routing.isPinned('c')).toBe(true);
    f.clock.advance({ hours: 24 });
    vm.stop();
    vm = f.build();
    expect(vm.routing.pinned).toEqual([]);
  });

  it('answers times and moves from the plan the list still shows while it draws a newer one', async () => {
    const shown = vm.routing.route!;
    const near = vm.day.clients.find((c) => c.clientId === 'a')!;
    const arrivalShown = vm.routing.timesOf(near).arrivalAt;
    vm.routing.visitNext('c');
    await vi.waitFor(() => expect(names()).toEqual(['Far', 'Middle', 'Near']));
    // Near was first in the plan shown, and is last in the new one.
    expect(vm.routing.canMoveUp('a', shown)).toBe(false);
    expect(vm.routing.canMoveUp('a')).toBe(true);
    expect(vm.routing.canMoveDown('a', shown)).toBe(true);
    expect(vm.routing.canMoveDown('a')).toBe(false);
    expect(vm.routing.timesOf(near, shown).arrivalAt?.toString()).toBe(arrivalShown?.toString());
    expect(Temporal.ZonedDateTime.compare(vm.routing.timesOf(near).arrivalAt!, arrivalShown!)).toBe(1);
    // No plan shown yet: nothing to move, no arrival.
    expect(vm.routing.canReorderIn(null)).toBe(false);
    expect(vm.routing.timesOf(near, null).arrivalAt).toBeNull();
  });

  it('offers no reordering while the stored order is kept', async () => {
    vm.routing.setUseStoredOrder(true);
    await vi.waitFor(() => expect(names()).toEqual(['Far', 'Near', 'Middle']));
    expect(vm.routing.canReorder).toBe(false);
    expect(vm.routing.canMoveDown('c')).toBe(false);
  });

  it("keeps a visit under way above the crew's pins: nothing moves above it", async () => {
    await f.desk.startVisit().execute(clients[2]!);
    vm.day.refreshLocalState();
    await vi.waitFor(() => expect(names()[0]).toBe('Middle'));
    expect(vm.routing.canMoveUp('b')).toBe(false);
    expect(vm.routing.canMoveUp(names()[1] === 'Near' ? 'a' : 'c')).toBe(false);
    vm.routing.visitNext('c');
    await vi.waitFor(() => expect(names()).toEqual(['Middle', 'Far', 'Near']));
  });
});
