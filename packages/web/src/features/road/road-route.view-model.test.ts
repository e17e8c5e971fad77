import { ok, type PlannedRoute, type PlanRoute } from '@fieldteam/core';
import { InMemoryRoadVisitsApi } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, clients, RoadFixture } from '../../testing/road.fixture';
import { RoadRouteViewModel, type RoadStop } from './road-route.view-model';
import type { RoadViewModel } from './road.view-model';

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

describe('RoadRouteViewModel: the route and the map', () => {
  it('orders the stops from the live position and shows the saving; the toggle keeps the stored order', async () => {
    await vm.start();
    f.geolocation.listener?.onPosition({ latitude: 0, longitude: 0, accuracy: 5, at: 1 });
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
    f.geolocation.listener?.onPosition({ latitude: 0, longitude: 0, accuracy: 5, at: 1 });
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Middle', 'Far']));
    expect(vm.routing.orderedClients.map((c) => c.name)).toEqual(['Middle', 'Far']);
    expect(vm.day.otherTeamsCount).toBe(1);
    expect(vm.day.isOwn('a')).toBe(false);
    vm.day.setShowOtherTeams(true);
    // Near is nearest, yet listed after the leader's own stops.
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    expect(vm.routing.orderedClients.map((c) => c.name)).toEqual(['Middle', 'Far', 'Near']);
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
    vm.stop();
    f = new RoadFixture(new InMemoryRoadVisitsApi([...clients, cityCentre('x', 'Xavier'), cityCentre('y', 'Yara')]));
    vm = f.build();
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
    vm.stop();
    const nowhere = { ...at('z', 'Zélia', 0, ['v-z']), address: null };
    f = new RoadFixture(new InMemoryRoadVisitsApi([nowhere, ...clients]));
    vm = f.build();
    await vm.start();
    f.geolocation.listener?.onPosition({ latitude: 0, longitude: 0, accuracy: 5, at: 1 });
    await vi.waitFor(() => expect(vm.routing.orderedClients.map((c) => c.name)).toEqual(['Near', 'Middle', 'Far', 'Zélia']));
    expect(vm.routing.markers).toHaveLength(3);
  });

  it('replans when the day changes: a client gone from the list leaves the route', async () => {
    await vm.start();
    await vi.waitFor(() => expect(vm.routing.markers).toHaveLength(3));
    f.api.clients = f.api.clients.filter((c) => c.clientId !== 'b');
    await vm.day.reload();
    await vi.waitFor(() => expect(vm.routing.markers.map((m) => m.label)).toEqual(['Far', 'Near']));
  });

  it('keeps the latest plan when an earlier one answers after it (the ordering worker takes its time)', async () => {
    const day = f.day();
    await day.reload();
    const answers: Array<(route: PlannedRoute<RoadStop>) => void> = [];
    const planner: Pick<PlanRoute, 'execute'> = {
      execute: <T,>() => new Promise((resolve) => answers.push((route) => resolve(ok(route as unknown as PlannedRoute<T & RoadStop>)))) as never,
    };
    const routing = new RoadRouteViewModel(day, planner, f.geolocation, () => undefined);
    const plan = (savingMetres: number): PlannedRoute<RoadStop> => ({ stops: [], orderedMetres: 0, storedMetres: 0, savingMetres, directions: null, directionsFailure: null });
    const first = routing.recompute();
    routing.setUseStoredOrder(true);
    expect(answers).toHaveLength(2);
    answers[1]!(plan(2));
    answers[0]!(plan(1));
    await first;
    await vi.waitFor(() => expect(routing.route?.savingMetres).toBe(2));
  });
});
