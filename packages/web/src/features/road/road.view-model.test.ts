import {
  CancelVisit,
  FinishVisit,
  LoadRoadClients,
  ok,
  PlanRoute,
  StartVisit,
  SyncVisitOutbox,
  type Directions,
  type DirectionsRequest,
  type GeolocationService,
  type PositionListener,
  type RoadClient,
  type VisitDesk,
} from '@fieldteam/core';
import { FixedClock, InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, signedInStore, SwitchableConnectivity } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { RoadViewModel } from './road.view-model';

const at = (id: string, name: string, longitude: number, visitIds: string[]): RoadClient => ({
  clientId: id,
  name,
  phone: '11999990000',
  email: `${id}@x.y`,
  address: { description: `${name} street`, latitude: 0, longitude, complement: null },
  services: [{ serviceId: 's1', name: 'Limpeza padrão', value: 120.5 }], discountPercent: 0,
  visitIds,
});
// Stored order: far (3 km east), near (1 km), middle (2 km).
const clients = [at('c', 'Far', 0.027, ['v1']), at('a', 'Near', 0.009, ['v2']), at('b', 'Middle', 0.018, ['v3'])];

class FakeGeolocation implements GeolocationService {
  listener: PositionListener | null = null;
  stopped = false;
  async current() {
    return ok({ latitude: 0, longitude: 0, accuracy: 5, at: 0 });
  }
  watch(listener: PositionListener) {
    this.listener = listener;
    return () => (this.stopped = true);
  }
}

const straight = {
  directions: async (r: DirectionsRequest) => ok<Directions>({ legs: [], path: [r.origin, ...r.stops], distanceMetres: 0, durationSeconds: null, kind: 'straight-line' }),
};

let api: InMemoryRoadVisitsApi;
let connectivity: SwitchableConnectivity;
let geolocation: FakeGeolocation;
let desk: VisitDesk;
let notifier: Notifier;
let vm: RoadViewModel;

let navigator: FakeNavigator;

beforeEach(() => {
  vi.useFakeTimers();
  navigator = new FakeNavigator();
  api = new InMemoryRoadVisitsApi(clients);
  connectivity = new SwitchableConnectivity();
  geolocation = new FakeGeolocation();
  notifier = new Notifier();
  let n = 0;
  desk = { api, sessions: signedInStore('leader', { id: 'l1', createdById: 'o1' }), inProgress: new MemoryInProgressVisits(), outbox: new MemoryVisitOutbox(), connectivity, clock: new FixedClock(), newId: () => `q${++n}` };
  vm = new RoadViewModel(new LoadRoadClients(api, desk.sessions), new PlanRoute(straight), new StartVisit(desk), new FinishVisit(desk), new CancelVisit(desk), new SyncVisitOutbox(desk), desk, geolocation, connectivity, notifier, navigator, () => undefined);
});
afterEach(() => {
  vm.stop();
  vi.useRealTimers();
});

describe('RoadViewModel', () => {
  it('orders the stops from the live position and shows the saving; the toggle keeps the stored order', async () => {
    await vm.start();
    geolocation.listener?.onPosition({ latitude: 0, longitude: 0, accuracy: 5, at: 1 });
    await vi.waitFor(() => expect(vm.markers.map((m) => m.label)).toEqual(['Near', 'Middle', 'Far']));
    expect(vm.markers.map((m) => m.order)).toEqual([1, 2, 3]);
    expect(vm.route?.savingMetres).toBeGreaterThan(2900);
    vm.setUseStoredOrder(true);
    await vi.waitFor(() => expect(vm.markers.map((m) => m.label)).toEqual(['Far', 'Near', 'Middle']));
  });

  it('keeps a geolocation error as "Geolocation error: …" in state', async () => {
    await vm.start();
    geolocation.listener?.onError({ code: 'GEO_DENIED', message: 'User denied Geolocation' });
    expect(vm.geolocationError).toBe('Geolocation error: User denied Geolocation');
  });

  it('notify hides itself once started; buttons stay disabled during the request and 3 s after', async () => {
    await vm.start();
    const near = clients[1]!;
    const done = vm.notify(near);
    expect(vm.actionsLocked).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(vm.isStarted('a')).toBe(true);
    expect(vm.actionsLocked).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(vm.actionsLocked).toBe(false);
  });

  it('finishes with the details text and reloads the list', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.notify(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    vm.setDetails('a', 'Tudo limpo. '.repeat(40));
    expect(vm.details.a).toHaveLength(250);
    const finished = vm.finish(near);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(api.status.get('v2')).toBe('finished');
    expect(api.observations.get('v2')?.length).toBeLessThanOrEqual(250);
    expect(vm.isStarted('a')).toBe(false);
  });

  it('offline, queues the actions as pending sync and sends them when the network is back', async () => {
    await vm.start();
    connectivity.set(false);
    const near = clients[1]!;
    const started = vm.notify(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(vm.online).toBe(false);
    expect(vm.pending.get('a')).toBe('start');
    expect(api.calls).toEqual([]);
    connectivity.set(true);
    await vi.waitFor(() => expect(api.calls).toEqual(['start:v2']));
    await vi.waitFor(() => expect(vm.pending.size).toBe(0));
    expect(vm.isStarted('a')).toBe(true);
  });

  it('says which addresses were placed only at city level and marks their stops, leaving the others alone', async () => {
    const cityCentre = (id: string, name: string): RoadClient => ({ ...at(id, name, 0.5, [`v-${id}`]), address: { description: `${name} avenue, São Paulo`, latitude: 0, longitude: 0.5, complement: null } });
    api = new InMemoryRoadVisitsApi([...clients, cityCentre('x', 'Xavier'), cityCentre('y', 'Yara')]);
    desk = { ...desk, api };
    vm = new RoadViewModel(new LoadRoadClients(api, desk.sessions), new PlanRoute(straight), new StartVisit(desk), new FinishVisit(desk), new CancelVisit(desk), new SyncVisitOutbox(desk), desk, geolocation, connectivity, notifier, navigator, () => undefined);
    await vm.start();
    await vi.waitFor(() => expect(vm.markers).toHaveLength(5));
    expect([...vm.roughlyPlaced].sort()).toEqual(['x', 'y']);
    expect(vm.markers.filter((m) => m.approximate).map((m) => m.id).sort()).toEqual(['x', 'y']);
  });

  it('finds nothing rough when every address has its own place', async () => {
    await vm.start();
    await vi.waitFor(() => expect(vm.markers).toHaveLength(3));
    expect(vm.roughlyPlaced.size).toBe(0);
    expect(vm.markers.some((m) => m.approximate)).toBe(false);
  });

  it('stops watching the position when the screen goes away', async () => {
    await vm.start();
    vm.stop();
    expect(geolocation.stopped).toBe(true);
  });
});

describe('cancelling a visit', () => {
  it('asks first: dismissing keeps the visit, confirming cancels it and goes to /business-clients (issue 13)', async () => {
    await vm.start();
    const client = vm.clients[0]!;
    vm.askCancel(client);
    expect(vm.cancelAsked).toBe(client);
    vm.dismissCancel();
    expect(vm.cancelAsked).toBeNull();
    expect(api.calls.filter((c) => c.startsWith('cancel'))).toEqual([]);
    vm.askCancel(client);
    const done = vm.confirmCancel();
    await vi.runAllTimersAsync();
    await done;
    expect(api.calls.filter((c) => c.startsWith('cancel'))).toEqual([`cancel:${client.visitIds[0]}`]);
    expect(navigator.reloads).toEqual(['/business-clients']);
  });

  it('stays on the road when the cancel is queued offline', async () => {
    await vm.start();
    connectivity.set(false);
    vm.askCancel(vm.clients[0]!);
    const done = vm.confirmCancel();
    await vi.runAllTimersAsync();
    await done;
    expect(navigator.reloads).toEqual([]);
    expect(vm.pending.size).toBe(1);
  });
});
