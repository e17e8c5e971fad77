import { CheckAuth, Login, Logout, ReadVisitWorkOnDevice, type QueuedVisitAction } from '@fieldteam/core';
import { InMemoryAccountApi, MemoryDayMoveJournal, MemoryImportJobStore, MemoryInProgressVisits, MemoryKeptWork, MemorySessionStore, MemoryVisitOutbox } from '@fieldteam/core/testing';
import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeNavigator } from '../testing/fake-navigator';
import { SessionViewModel } from './session.view-model';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let navigator: FakeNavigator;
let logged: string[];
let outbox: MemoryVisitOutbox;
let dayMoves: MemoryDayMoveJournal;
let kept: MemoryKeptWork;

const logoutOf = (inProgress = new MemoryInProgressVisits()) => new Logout(api, store, outbox, inProgress, dayMoves, new MemoryImportJobStore(), kept);
const create = () => new SessionViewModel(store, new CheckAuth(api, store, kept), logoutOf(), new ReadVisitWorkOnDevice(outbox, new MemoryInProgressVisits()), navigator, (m) => logged.push(m));

beforeEach(async () => {
  api = new InMemoryAccountApi();
  api.addAccount({ email: 'ana@example.com', role: 'manager', createdById: 'owner-1' }, 'Secret#123');
  store = new MemorySessionStore();
  navigator = new FakeNavigator();
  logged = [];
  outbox = new MemoryVisitOutbox();
  dayMoves = new MemoryDayMoveJournal();
  kept = new MemoryKeptWork();
  await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
});
afterEach(() => vi.useRealTimers());

describe('SessionViewModel', () => {
  it('reads the viewer from the stored session', () => {
    expect(create().viewer).toEqual({ role: 'manager', activation: 'activated' });
  });

  it('keeps a session the server still holds', async () => {
    const vm = create();
    await vm.checkAuth();
    expect(navigator.reloads).toEqual([]);
    expect(vm.viewer).not.toBeNull();
  });

  it('signs a stale token out to the root', async () => {
    store.session = { ...store.session!, token: 'stale' };
    const vm = create();
    await vm.checkAuth();
    expect(store.session).toBeNull();
    expect(navigator.reloads).toEqual(['/']);
  });

  it('only logs a failed auth check', async () => {
    api.unreachable = true;
    const vm = create();
    await vm.checkAuth();
    expect(logged).toEqual(['Auth check failed: API_UNREACHABLE']);
    expect(navigator.reloads).toEqual([]);
    expect(store.session).not.toBeNull();
  });

  it('logs out: disconnect, clear, then the root after 1 s', async () => {
    vi.useFakeTimers();
    const vm = create();
    const done = vm.logout();
    await vi.advanceTimersByTimeAsync(999);
    expect(vm.signingOut).toBe(true);
    expect(store.session).toBeNull();
    expect(navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigator.reloads).toEqual(['/']);
    expect(api.calls).toContain('disconnect');
  });

  it('with work waiting on the device, asks instead of signing out, saying what waits; keeping the session closes the question', async () => {
    const queued: QueuedVisitAction = { id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'owner-1', visitId: 'v1' }, queuedAt: '2026-03-02T12:00:00Z' };
    outbox.save([queued]);
    dayMoves.save({ day: '2026-03-03', target: '2026-03-04', direction: 'forward', steps: [{ clientId: 'c1', clientName: 'Bia', teamName: 'Alpha', visitId: 'v1', from: '2026-03-03T09:00', to: '2026-03-04T09:00', state: 'waiting' }] });
    const vm = create();
    await vm.logout();
    expect(vm.unsentWork).toEqual({ visitActions: 1, dayMoveVisits: 1, importRows: {} });
    expect(vm.signingOut).toBe(false);
    expect(store.session).not.toBeNull();
    expect(api.calls).not.toContain('disconnect');
    expect(navigator.reloads).toEqual([]);
    vm.keepSignedIn();
    expect(vm.unsentWork).toBeNull();
    expect(store.session).not.toBeNull();
  });

  it('signs out and loses the waiting actions only once the person chose to', async () => {
    vi.useFakeTimers();
    outbox.save([{ id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'owner-1', visitId: 'v1' }, queuedAt: '2026-03-02T12:00:00Z' }]);
    const vm = create();
    await vm.logout();
    const done = vm.discardUnsentAndLogout();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(vm.unsentWork).toBeNull();
    expect(store.session).toBeNull();
    expect(navigator.reloads).toEqual(['/']);
  });

  it("reads the visit work on the device: the person's own, and what is kept for others; again after a sign-in", () => {
    outbox.others = [{ count: 2, until: 1_800_000_000_000 }];
    const vm = create();
    expect(vm.visitWork).toMatchObject({ mine: 0, held: [{ count: 2, until: 1_800_000_000_000 }] });
    outbox.save([{ id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'owner-1', visitId: 'v1' }, queuedAt: '2026-03-02T12:00:00Z' }]);
    outbox.others = [];
    vm.refresh();
    expect(vm.visitWork).toMatchObject({ mine: 1, held: [] });
  });

  it('re-reading what did not change keeps the same values, so nothing that observes them redraws; a change replaces them', () => {
    // The device's store gives a new, equal object on each read, as a stored text parsed again does.
    const stored = store;
    const inProgress = new MemoryInProgressVisits();
    const vm = new SessionViewModel({ load: () => structuredClone(stored.load()) }, new CheckAuth(api, store, kept), logoutOf(inProgress), new ReadVisitWorkOnDevice(outbox, inProgress), navigator);
    const seen: string[] = [];
    const stops = [reaction(() => vm.session, () => seen.push('session')), reaction(() => vm.visitWork, () => seen.push('visitWork'))];
    vm.refresh();
    vm.refresh();
    expect(seen).toEqual([]);
    outbox.save([{ id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'owner-1', visitId: 'v1' }, queuedAt: '2026-03-02T12:00:00Z' }]);
    vm.refresh();
    expect(seen).toEqual(['visitWork']);
    expect(vm.visitWork.mine).toBe(1);
    // A visit started here and sent at once: nothing queued, only the device's visits in progress change.
    inProgress.save({ c2: { taskId: 't2', visitId: 'v2' } });
    vm.refresh();
    expect(seen).toEqual(['visitWork', 'visitWork']);
    expect(vm.visitWork.started.has('c2')).toBe(true);
    store.session = { ...store.session!, token: 'renewed' };
    vm.refresh();
    expect(seen).toEqual(['visitWork', 'visitWork', 'session']);
    expect(vm.session?.token).toBe('renewed');
    stops.forEach((stop) => stop());
  });
});
