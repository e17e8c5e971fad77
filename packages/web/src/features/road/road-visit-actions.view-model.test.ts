import { err } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clients, RoadFixture } from '../../testing/road.fixture';
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
  f.stopSync();
  vi.useRealTimers();
});

describe('RoadVisitActionsViewModel: start, finish and the outbox', () => {
  it('a tapped stop opens its client’s card alone, its info open; the Services button every card', () => {
    vm.visits.openStop('b');
    expect(vm.visits).toMatchObject({ servicesOpen: true, stopShown: 'b', expanded: ['b'] });
    vm.visits.closeServices();
    vm.visits.openServices();
    expect(vm.visits).toMatchObject({ servicesOpen: true, stopShown: null, expanded: ['b'] });
  });

  it('offers the visit’s next step first and the cancel last: start before the start, finish once started', async () => {
    await vm.start();
    expect(vm.visits.actionsFor('a')).toEqual(['start', 'finish', 'cancel']);
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(vm.visits.actionsFor('a')).toEqual(['finish', 'cancel']);
  });

  it('a visit finished from its stop’s card closes the dialog, which has nothing left to show', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    vm.visits.openStop('a');
    const finished = vm.visits.finish(near);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.api.status.get('v2')).toBe('finished');
    expect(vm.visits.servicesOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
  });

  it('notify hides itself once started; buttons stay disabled during the request and 3 s after', async () => {
    await vm.start();
    const near = clients[1]!;
    const done = vm.visits.start(near);
    expect(vm.visits.actionsLocked).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(vm.visits.isStarted('a')).toBe(true);
    expect(vm.visits.actionsLocked).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(vm.visits.actionsLocked).toBe(false);
  });

  it('finishes with the details text and reloads the list', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    vm.visits.setDetails('a', 'Tudo limpo. '.repeat(40));
    expect(vm.visits.details.a).toHaveLength(250);
    const finished = vm.visits.finish(near);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(f.api.status.get('v2')).toBe('finished');
    expect(f.api.observations.get('v2')?.length).toBeLessThanOrEqual(250);
    expect(vm.visits.isStarted('a')).toBe(false);
  });

  it('finishing opens the observation sheet first; the finish is sent only when confirmed, with the text typed in it', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    vm.visits.askFinish(near);
    expect(vm.visits.finishAsked).toBe(near);
    expect(f.api.status.get('v2')).toBe('started');
    vm.visits.setDetails('a', 'Gate code changed');
    vm.visits.dismissFinish();
    expect(vm.visits.finishAsked).toBeNull();
    expect(vm.visits.details.a).toBe('Gate code changed');
    vm.visits.askFinish(near);
    const finished = vm.visits.confirmFinish();
    expect(vm.visits.finishAsked).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(f.api.status.get('v2')).toBe('finished');
    expect(f.api.observations.get('v2')).toBe('Gate code changed');
  });

  it('finishing a visit not started says to start it first, and opens no sheet', async () => {
    await vm.start();
    vm.visits.askFinish(clients[1]!);
    expect(vm.visits.finishAsked).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'road:errors.VISIT_NOT_STARTED' } });
    expect(f.api.calls).toEqual([]);
  });

  it('a finish the use case refuses as not started says why (it used to say nothing)', async () => {
    await vm.start();
    const finished = vm.visits.finish(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'road:errors.VISIT_NOT_STARTED' } });
  });

  it('a finish queued offline cannot be asked again: the sheet stays shut and says it waits to be sent', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    f.connectivity.set(false);
    const finished = vm.visits.finish(near);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    vm.visits.askFinish(near);
    expect(vm.visits.finishAsked).toBeNull();
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'road:errors.VISIT_AWAITING_SYNC' } });
  });

  it('offline, queues the actions as pending sync and sends them when the network is back', async () => {
    await vm.start();
    f.connectivity.set(false);
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(vm.visits.online).toBe(false);
    expect(vm.day.pending.get('a')).toBe('start');
    expect(f.api.calls).toEqual([]);
    f.connectivity.set(true);
    await vi.waitFor(() => expect(f.api.calls).toEqual(['start:v2']));
    await vi.waitFor(() => expect(vm.day.pending.size).toBe(0));
    expect(vm.visits.isStarted('a')).toBe(true);
  });

  it('a finish queued offline closes the card until it is sent', async () => {
    await vm.start();
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    f.connectivity.set(false);
    const finished = vm.visits.finish(near);
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(vm.visits.isClosedOffline('a')).toBe(true);
    expect(vm.visits.isClosedOffline('b')).toBe(false);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'info', message: { key: 'road:queued' } });
  });

  it('with a weak signal (online, but no server), queues, and sends within 30 s of the server coming back without any event', async () => {
    await vm.start();
    f.api.unreachable = true;
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(vm.day.pending.get('a')).toBe('start');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.api.calls).toEqual([]);
    expect(f.notifier.toasts.filter((t) => t.tone === 'error')).toEqual([]);
    f.api.unreachable = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.api.calls).toEqual(['start:v2']);
    expect(vm.day.pending.size).toBe(0);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'visitWork.sent' } });
  });

  it('a day kept on the device is replaced by the server’s once it answers again', async () => {
    await vm.start();
    f.api.unreachable = true;
    const offline = f.build();
    await offline.start();
    expect(offline.day.savedAt).not.toBeNull();
    f.api.clients = [clients[0]!];
    f.api.unreachable = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(offline.day.savedAt).toBeNull();
    expect(offline.day.clients.map((c) => c.name)).toEqual(['Far']);
    offline.stop();
  });

  it('nothing waiting, nothing is retried; what waits is still sent once the screen is left (the app sends it, not the screen)', async () => {
    await vm.start();
    const loads = f.api.roadClientLoads;
    await vi.advanceTimersByTimeAsync(90_000);
    expect(f.api.roadClientLoads).toBe(loads);
    expect(f.api.calls).toEqual([]);
    f.api.unreachable = true;
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    vm.stop();
    const loadsAfterLeaving = f.api.roadClientLoads;
    f.api.unreachable = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.api.calls).toEqual(['start:v2']);
    // the screen left reloads nothing
    expect(f.api.roadClientLoads).toBe(loadsAfterLeaving);
  });

  it('two replays at once send each action once', async () => {
    await vm.start();
    f.connectivity.set(false);
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    f.connectivity.online = true; // no event: both replays are started by hand
    await Promise.all([vm.visits.sync(), vm.visits.sync()]);
    expect(f.api.calls).toEqual(['start:v2']);
  });

  it('the network coming back during a replay bound to fail is not lost: it runs again as soon as that one ends, not 30 s later', async () => {
    await vm.start();
    f.connectivity.set(false);
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    // A blip of network: the replay it starts waits for an answer that will not come.
    let answer!: () => void;
    const unanswered = new Promise<void>((resolve) => (answer = resolve));
    const notifyStarted = f.api.notifyStarted.bind(f.api);
    f.api.notifyStarted = async () => {
      f.api.notifyStarted = notifyStarted;
      await unanswered;
      return err({ code: 'API_TIMEOUT' as const });
    };
    f.connectivity.set(true);
    f.connectivity.set(false);
    // The network is back for good while that request still waits.
    f.connectivity.set(true);
    expect(f.api.calls).toEqual([]);
    answer();
    await vi.waitFor(() => expect(f.api.calls).toEqual(['start:v2']));
    await vi.waitFor(() => expect(vm.day.pending.size).toBe(0));
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'visitWork.sent', values: { count: 1 } } });
  });

  it('when the replay the network’s return makes fails but the day then loads from the server, what waits goes at once', async () => {
    await vm.start();
    f.connectivity.set(false);
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    const notifyStarted = f.api.notifyStarted.bind(f.api);
    f.api.notifyStarted = async () => {
      f.api.notifyStarted = notifyStarted; // the device said "online" a moment before its requests went through
      return err({ code: 'API_UNREACHABLE' as const });
    };
    f.connectivity.set(true);
    await vi.waitFor(() => expect(f.api.calls).toEqual(['start:v2']));
    await vi.waitFor(() => expect(vm.day.pending.size).toBe(0));
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'visitWork.sent', values: { count: 1 } } });
  });

  it('a session the server ended stops the sending, keeps every action on the device, says so and has the session checked', async () => {
    await vm.start();
    f.connectivity.set(false);
    const near = clients[1]!;
    const started = vm.visits.start(near);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    const queued = f.desk.outbox.load();
    f.api.endedTokens.add('token-leader');
    f.connectivity.set(true);
    await vi.waitFor(() => expect(f.session.checks).toBe(1));
    expect(f.desk.outbox.load()).toEqual(queued);
    expect(f.api.status.get('v2')).toBe('pending');
    expect(f.notifier.toasts.map((t) => t.message)).toContainEqual({ key: 'visitWork.sessionEnded' });
    // No more tries every 30 s under a session that is over.
    const calls = f.api.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.api.calls.length).toBe(calls);
  });

  it('a replay asked for when nothing waits does nothing', async () => {
    await vm.start();
    await vm.visits.sync();
    expect(f.api.calls).toEqual([]);
    expect(f.notifier.toasts).toEqual([]);
  });
});

describe('RoadVisitActionsViewModel: cancelling a visit', () => {
  it('asks first: dismissing keeps the visit, confirming cancels it and goes to /business-clients', async () => {
    await vm.start();
    const client = vm.day.clients[0]!;
    vm.visits.askCancel(client);
    expect(vm.visits.cancelAsked).toBe(client);
    vm.visits.dismissCancel();
    expect(vm.visits.cancelAsked).toBeNull();
    expect(f.api.calls.filter((c) => c.startsWith('cancel'))).toEqual([]);
    vm.visits.askCancel(client);
    const done = vm.visits.confirmCancel();
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(f.api.calls.filter((c) => c.startsWith('cancel'))).toEqual([`cancel:${client.visitIds[0]}`]);
    expect(f.navigator.reloads).toEqual(['/business-clients']);
  });

  it('stays on the road when the cancel is queued offline', async () => {
    await vm.start();
    f.connectivity.set(false);
    vm.visits.askCancel(vm.day.clients[0]!);
    const done = vm.visits.confirmCancel();
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(f.navigator.reloads).toEqual([]);
    expect(vm.day.pending.size).toBe(1);
  });
});

describe('RoadVisitActionsViewModel: a visit started on another device', () => {
  it('shows it in progress, with who started it and when, offers no start, and finishes it from here', async () => {
    const taskId = f.api.startElsewhere('v2', 'Lia Santos', Date.parse('2026-03-02T11:05:00Z'));
    await vm.start();
    await vm.day.startedAsked;
    expect(vm.visits.isStarted('a')).toBe(true);
    expect(vm.visits.actionsFor('a')).toEqual(['finish', 'cancel']);
    // 11:05 UTC is 08:05 in São Paulo, the business's zone.
    expect(vm.visits.startedOf('a')).toMatchObject({ by: 'Lia Santos' });
    expect(vm.visits.startedOf('a')?.at.toPlainTime().toString()).toBe('08:05:00');
    vm.visits.askFinish(clients[1]!);
    expect(vm.visits.finishAsked?.clientId).toBe('a');
    vm.visits.setDetails('a', 'Done from the second phone');
    let done = false;
    const finished = vm.visits.confirmFinish().then(() => (done = true));
    // The day is reloaded (a message to itself, not a timer) before the buttons' 3 s start.
    while (!done) await vi.advanceTimersByTimeAsync(500);
    await finished;
    expect(f.api.calls).toEqual([`finish:v2:${taskId}`]);
    expect(f.api.status.get('v2')).toBe('finished');
    expect(f.notifier.toasts.filter((t) => t.tone === 'error')).toEqual([]);
  });

  it('a start the server refuses as already started shows the visit started, with an information, not an error', async () => {
    await vm.start();
    await vm.day.startedAsked;
    // Started on the other phone after this one read the day.
    f.api.startElsewhere('v2', 'Lia Santos');
    expect(vm.visits.actionsFor('a')).toEqual(['start', 'finish', 'cancel']);
    const started = vm.visits.start(clients[1]!);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(f.notifier.toasts.filter((t) => t.tone === 'error')).toEqual([]);
    expect(f.notifier.toasts.at(-1)).toMatchObject({ tone: 'info', message: { key: 'road:alreadyStartedBy', values: { name: 'Lia Santos' } } });
    expect(vm.visits.actionsFor('a')).toEqual(['finish', 'cancel']);
  });

  it('offline, the visits in progress last read stay in progress', async () => {
    f.api.startElsewhere('v2');
    await vm.start();
    await vm.day.startedAsked;
    f.api.reportsUnreachable = true;
    await vm.day.reload();
    await vm.day.startedAsked;
    expect(vm.visits.isStarted('a')).toBe(true);
  });
});
