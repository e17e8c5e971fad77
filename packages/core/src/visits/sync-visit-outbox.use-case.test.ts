import { beforeEach, describe, expect, it } from 'vitest';
import { memoryVisitDesk, roadAna, roadBia, type MemoryVisitDesk } from '../testing/visit-desk';

const ana = roadAna;
const bia = roadBia;

let api: MemoryVisitDesk['api'];
let connectivity: MemoryVisitDesk['connectivity'];
let desk: MemoryVisitDesk;

beforeEach(() => {
  desk = memoryVisitDesk();
  ({ api, connectivity } = desk);
});

describe('SyncVisitOutbox (road visits offline)', () => {
  it('queues start and finish with their time, shows them as pending sync, and replays them in order', async () => {
    connectivity.set(false);
    expect(await desk.startVisit().execute(ana)).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(desk.visitWork().execute().started.has('c1')).toBe(true);
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'done offline' })).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(await desk.cancelVisit().execute(bia)).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(desk.outbox.load().map((a) => [a.kind, a.queuedAt])).toEqual([
      ['start', '2026-03-02T12:00:00Z'],
      ['finish', '2026-03-02T12:00:00Z'],
      ['cancel', '2026-03-02T12:00:00Z'],
    ]);
    expect([...desk.visitWork().execute().pending.entries()]).toEqual([
      ['c1', 'finish'],
      ['c2', 'cancel'],
    ]);
    expect(api.calls).toEqual([]);

    connectivity.set(true);
    const report = await desk.syncOutbox().execute();
    expect(report).toEqual({ ok: true, value: { sent: 3, refused: [], waiting: 0 } });
    expect(api.calls).toEqual(['start:v1', 'finish:v1:task-1', 'cancel:v3']);
    // The device's finish time goes with it: the server would stamp the replay's.
    expect(api.observations.get('v1')).toBe('done offline [finished on device 2026-03-02T12:00:00Z]');
    expect(desk.outbox.load()).toEqual([]);
    expect(desk.inProgress.load()).toEqual({});
  });

  it('closes a visit finished or cancelled offline: no new start, finish or cancel until it is sent', async () => {
    connectivity.set(false);
    await desk.startVisit().execute(ana);
    await desk.finishVisit().execute({ clientId: 'c1', observation: 'done' });
    await desk.cancelVisit().execute(bia);
    const awaiting = { ok: false, error: { code: 'VISIT_AWAITING_SYNC' } };
    expect(await desk.startVisit().execute(ana)).toEqual(awaiting);
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'again' })).toEqual(awaiting);
    expect(await desk.cancelVisit().execute(ana)).toEqual(awaiting);
    expect(await desk.startVisit().execute(bia)).toEqual(awaiting);
    expect(desk.outbox.load().map((a) => a.kind)).toEqual(['start', 'finish', 'cancel']);
    connectivity.set(true);
    await desk.syncOutbox().execute();
    expect(api.calls).toEqual(['start:v1', 'finish:v1:task-1', 'cancel:v3']);
  });

  it('drops a refused action (finished elsewhere meanwhile) and reports it', async () => {
    connectivity.set(false);
    await desk.startVisit().execute(ana);
    await desk.finishVisit().execute({ clientId: 'c1', observation: 'late' });
    api.status.set('v1', 'finished');
    connectivity.set(true);
    const report = await desk.syncOutbox().execute();
    expect(report.ok && report.value.refused.map((r) => [r.action.kind, r.reason === 'refused' ? r.message : r.reason])).toEqual([['start', 'This visit is not pending.']]);
    expect(report.ok && report.value.waiting).toBe(0);
    expect(api.calls.filter((c) => c.startsWith('finish'))).toEqual([]);
    expect(api.observations.has('v1')).toBe(false);
  });

  describe('a start that reached the server but whose answer was lost', () => {
    async function startAndFinishOffline() {
      connectivity.set(false);
      await desk.startVisit().execute(ana);
      await desk.finishVisit().execute({ clientId: 'c1', observation: 'done with no signal' });
      connectivity.set(true);
      api.answersLost = 1;
      const first = await desk.syncOutbox().execute();
      expect(first).toEqual({ ok: true, value: { sent: 0, refused: [], waiting: 2 } });
      expect(api.status.get('v1')).toBe('started');
    }

    it('finishes the visit by its todo when the start, sent again, is refused as already started; both count as sent', async () => {
      await startAndFinishOffline();
      const again = await desk.syncOutbox().execute();
      expect(again).toEqual({ ok: true, value: { sent: 2, refused: [], waiting: 0 } });
      expect(api.calls).toEqual(['start:v1', 'start:v1', 'calendar-finish:v1']);
      expect(api.status.get('v1')).toBe('finished');
      expect(api.observations.get('v1')).toBe('done with no signal [finished on device 2026-03-02T12:00:00Z]');
      expect(desk.outbox.load()).toEqual([]);
      expect(desk.inProgress.load()).toEqual({});
    });

    it('keeps both when the network fails again on that finish, and finishes it on the next replay', async () => {
      await startAndFinishOffline();
      api.answersLost = 0;
      const calls = api.calls.length;
      // The network drops right after the refused start.
      const original = api.finishFromCalendar.bind(api);
      api.finishFromCalendar = async (credentials, finish) => {
        api.unreachable = true;
        return original(credentials, finish);
      };
      expect(await desk.syncOutbox().execute()).toEqual({ ok: true, value: { sent: 0, refused: [], waiting: 2 } });
      expect(api.calls.slice(calls)).toEqual(['start:v1']);
      api.finishFromCalendar = original;
      api.unreachable = false;
      expect(await desk.syncOutbox().execute()).toEqual({ ok: true, value: { sent: 2, refused: [], waiting: 0 } });
      expect(api.observations.get('v1')).toBe('done with no signal [finished on device 2026-03-02T12:00:00Z]');
    });

    it('still sends a cancel queued after it, which needs no task id', async () => {
      connectivity.set(false);
      await desk.startVisit().execute(ana);
      await desk.cancelVisit().execute(ana);
      connectivity.set(true);
      api.answersLost = 1;
      await desk.syncOutbox().execute();
      const again = await desk.syncOutbox().execute();
      expect(again.ok && again.value.refused.map((r) => r.action.kind)).toEqual(['start']);
      expect(api.status.get('v1')).toBe('cancelled');
      expect(desk.outbox.load()).toEqual([]);
    });
  });

  describe('a session the server no longer holds', () => {
    it('stops at the refusal (401), sends nothing more and keeps every action for the person', async () => {
      connectivity.set(false);
      await desk.startVisit().execute(ana);
      await desk.finishVisit().execute({ clientId: 'c1', observation: 'done before the session ended' });
      const queued = desk.outbox.load();
      connectivity.set(true);
      api.endedTokens.add('token-leader');
      expect(await desk.syncOutbox().execute()).toEqual({ ok: false, error: { code: 'SESSION_ENDED' } });
      expect(desk.outbox.load()).toEqual(queued);
      expect(api.status.get('v1')).toBe('pending');
    });

    it('keeps a finish whose by-visit fallback meets an ended session', async () => {
      connectivity.set(false);
      await desk.startVisit().execute(ana);
      await desk.finishVisit().execute({ clientId: 'c1', observation: 'kept' });
      connectivity.set(true);
      api.status.set('v1', 'started'); // the start reached the server; its answer was lost
      const original = api.finishFromCalendar.bind(api);
      api.finishFromCalendar = async (credentials, finish) => {
        api.endedTokens.add(credentials.token);
        return original(credentials, finish);
      };
      expect(await desk.syncOutbox().execute()).toEqual({ ok: false, error: { code: 'SESSION_ENDED' } });
      expect(desk.outbox.load().map((a) => a.kind)).toEqual(['start', 'finish']);
    });
  });

  it('runs one replay at a time: two calls at once send each action once, and both hear how it went', async () => {
    connectivity.set(false);
    await desk.startVisit().execute(ana);
    await desk.finishVisit().execute({ clientId: 'c1', observation: 'once' });
    await desk.cancelVisit().execute(bia);
    connectivity.set(true);
    const sync = desk.syncOutbox();
    const [first, second] = await Promise.all([sync.execute(), sync.execute()]);
    expect(first).toEqual({ ok: true, value: { sent: 3, refused: [], waiting: 0 } });
    expect(second).toEqual(first);
    expect(api.calls).toEqual(['start:v1', 'finish:v1:task-1', 'cancel:v3']);
  });

  it('asked again while a replay bound to fail runs (the network came back meanwhile), runs once more before it answers', async () => {
    connectivity.set(false);
    await desk.startVisit().execute(ana);
    await desk.cancelVisit().execute(bia);
    connectivity.set(true);
    const sync = desk.syncOutbox();
    api.unreachable = true;
    const replaying = sync.execute(); // its first call has already failed for lack of network
    api.unreachable = false;
    const again = sync.execute();
    expect(again).toBe(replaying);
    expect(await again).toEqual({ ok: true, value: { sent: 2, refused: [], waiting: 0 } });
    expect(api.calls).toEqual(['start:v1', 'cancel:v3']);
  });

  it('refuses, without a call, a finish whose start was never known on the device', async () => {
    desk.outbox.save([{ id: 'q9', kind: 'finish', visit: { clientId: 'c1', ownerId: 'o1', visitId: 'v1' }, taskId: null, observation: 'orphan', queuedAt: '2026-03-02T12:00:00Z' }]);
    const report = await desk.syncOutbox().execute();
    expect(report.ok && report.value.refused.map((r) => r.reason)).toEqual(['never-started']);
    expect(api.calls).toEqual([]);
    expect(desk.outbox.load()).toEqual([]);
  });
});
