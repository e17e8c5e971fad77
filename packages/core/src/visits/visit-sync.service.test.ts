import { beforeEach, describe, expect, it } from 'vitest';
import { sessionFor } from '../testing/sessions';
import { memoryVisitDesk, roadAna, type MemoryVisitDesk } from '../testing/visit-desk';
import { VISIT_SYNC_RETRY_MS, type VisitSyncOutcome } from './visit-sync.service';

let desk: MemoryVisitDesk;
let outcomes: VisitSyncOutcome[];

/** A start and a finish of Ana's visit taken with no network, waiting on the device. */
async function workDoneOffline(): Promise<void> {
  desk.connectivity.online = false;
  await desk.startVisit().execute(roadAna);
  await desk.finishVisit().execute({ clientId: 'c1', observation: 'done offline' });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  desk = memoryVisitDesk();
  outcomes = [];
  desk.visitSync.onOutcome((outcome) => outcomes.push(outcome));
});

describe('VisitSync: the one place visit work on the device is sent from', () => {
  it('sends what waits when it starts with someone signed in, and tells every listener the report', async () => {
    await workDoneOffline();
    desk.connectivity.online = true;
    desk.visitSync.start();
    await settle();
    expect(desk.api.calls).toEqual(['start:v1', 'finish:v1:task-1']);
    expect(outcomes).toEqual([{ kind: 'sent', report: { sent: 2, refused: [], waiting: 0 } }]);
  });

  it('sends when the device says the network is back, and not when it goes', async () => {
    await workDoneOffline();
    desk.visitSync.start();
    await settle();
    desk.connectivity.set(false);
    await settle();
    expect(desk.api.calls).toEqual([]);
    desk.connectivity.set(true);
    await settle();
    expect(desk.api.calls).toEqual(['start:v1', 'finish:v1:task-1']);
  });

  it('tries again every 30 s while work waits and the device says it is online (a weak signal gives no event)', async () => {
    await workDoneOffline();
    desk.connectivity.online = true;
    desk.api.unreachable = true;
    desk.visitSync.start();
    await settle();
    expect(outcomes).toEqual([{ kind: 'sent', report: { sent: 0, refused: [], waiting: 2 } }]);
    desk.api.unreachable = false;
    desk.scheduler.advance(VISIT_SYNC_RETRY_MS - 1);
    await settle();
    expect(desk.api.calls).toEqual([]);
    desk.scheduler.advance(1);
    await settle();
    expect(desk.api.calls).toEqual(['start:v1', 'finish:v1:task-1']);
    // nothing waits any more: the next tick sends nothing and tells no one
    desk.scheduler.advance(VISIT_SYNC_RETRY_MS);
    await settle();
    expect(outcomes).toHaveLength(2);
  });

  it('does not try while the device says it is offline', async () => {
    await workDoneOffline();
    desk.visitSync.start();
    desk.scheduler.advance(VISIT_SYNC_RETRY_MS * 3);
    await settle();
    expect(desk.api.calls).toEqual([]);
    expect(outcomes).toEqual([]);
  });

  it('tells a refusal with its reason, a finish whose start was never known among them', async () => {
    await workDoneOffline();
    // the start is no longer on the device (sent from another page's replay whose answer was lost)
    desk.outbox.save(desk.outbox.load().filter((action) => action.kind === 'finish'));
    desk.inProgress.save({});
    desk.connectivity.online = true;
    expect(await desk.visitSync.send()).toMatchObject({ kind: 'sent', report: { sent: 0, refused: [{ reason: 'never-started' }], waiting: 0 } });
  });

  it('stops sending once the server ended the session, keeping the work, until someone signs in again', async () => {
    await workDoneOffline();
    desk.connectivity.online = true;
    desk.api.endedTokens.add(desk.sessions.load()!.token);
    desk.visitSync.start();
    await settle();
    expect(outcomes).toEqual([{ kind: 'session-ended' }]);
    expect(desk.outbox.load()).toHaveLength(2);
    desk.connectivity.set(true);
    desk.scheduler.advance(VISIT_SYNC_RETRY_MS);
    await settle();
    expect(outcomes).toHaveLength(1);
    // the person signs in again: a new token, and the work goes
    desk.sessions.save({ ...sessionFor('leader', { id: 'l1', createdById: 'o1' }), token: 'new-token' });
    await settle();
    expect(outcomes.at(-1)).toEqual({ kind: 'sent', report: { sent: 2, refused: [], waiting: 0 } });
  });

  it('sends nothing and tells no one when no one is signed in, or nothing waits', async () => {
    expect(await desk.visitSync.send()).toBeNull();
    await workDoneOffline();
    desk.connectivity.online = true;
    desk.sessions.session = null;
    expect(await desk.visitSync.send()).toBeNull();
    expect(outcomes).toEqual([]);
  });

  it('says when the code that sends could not be loaded, and the work waits', async () => {
    const { VisitSync } = await import('./visit-sync.service');
    await workDoneOffline();
    desk.connectivity.online = true;
    const sync = new VisitSync(() => Promise.reject(new TypeError('offline')), desk.outbox, desk.sessions, desk.connectivity, desk.scheduler);
    expect(await sync.send()).toEqual({ kind: 'not-loaded' });
    expect(desk.outbox.load()).toHaveLength(2);
  });

  it('two asking at once get one run, told once; asked during a run, it goes once more after it', async () => {
    await workDoneOffline();
    desk.connectivity.online = true;
    const [first, second] = await Promise.all([desk.visitSync.send(), desk.visitSync.send()]);
    expect(first).toEqual(second);
    expect(desk.api.calls).toEqual(['start:v1', 'finish:v1:task-1']);
    expect(outcomes.filter((outcome) => outcome.kind === 'sent' && outcome.report.sent > 0)).toHaveLength(1);
  });

  it('stops following the sign-ins, the network and the clock when stopped', async () => {
    const stop = desk.visitSync.start();
    expect(desk.scheduler.running).toBe(1);
    stop();
    expect(desk.scheduler.running).toBe(0);
    await workDoneOffline();
    desk.connectivity.set(true);
    await settle();
    expect(desk.api.calls).toEqual([]);
  });
});
