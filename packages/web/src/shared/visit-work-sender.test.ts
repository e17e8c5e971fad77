import type { Session } from '@fieldteam/core';
import { memoryVisitDesk, type MemorySessionStore, roadAna, type MemoryVisitDesk } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from './notifier';
import { VisitWorkSender, type SenderSession } from './visit-work-sender';

type DeskWithStore = MemoryVisitDesk & { readonly sessions: MemorySessionStore };
let desk: DeskWithStore;
let notifier: Notifier;
let session: SenderSession & { checks: number };
let leader: Session;

/** The app's session over the desk's session store, as SessionViewModel reads it. */
function appSession(): SenderSession & { checks: number } {
  const read = desk.visitWork();
  const state = {
    checks: 0,
    user: null as { id: string } | null,
    visitWork: { mine: 0 },
    refresh() {
      state.user = desk.sessions.load()?.user ?? null;
      state.visitWork = read.execute();
    },
    async checkAuth() {
      state.checks += 1;
    },
  };
  return state;
}

/** A leader whose start and finish were queued offline. */
async function workLeftUnsent(): Promise<void> {
  desk.connectivity.set(false);
  await desk.startVisit().execute(roadAna);
  await desk.finishVisit().execute({ clientId: 'c1', observation: 'done while the session was ending' });
  desk.connectivity.set(true);
}

beforeEach(() => {
  desk = memoryVisitDesk() as DeskWithStore;
  leader = desk.sessions.load()!;
  notifier = new Notifier(60_000);
  session = appSession();
});

describe('VisitWorkSender', () => {
  it('sends the signed-in person’s waiting actions once, and says so', async () => {
    await workLeftUnsent();
    const replay = desk.syncOutbox();
    const sender = new VisitWorkSender(session, async () => replay, notifier);
    await Promise.all([sender.sendWaiting(), sender.sendWaiting()]);
    await sender.sendWaiting();
    expect(desk.api.calls).toEqual(['start:v1', 'finish:v1:task-1']);
    expect(desk.api.observations.get('v1')).toBe('done while the session was ending [finished on device 2026-03-02T12:00:00Z]');
    expect(desk.outbox.load()).toEqual([]);
    expect(notifier.toasts.map((t) => t.message)).toEqual([{ key: 'visitWork.sent', values: { count: 2 } }]);
  });

  it('loads nothing and sends nothing when no one is signed in, or nothing waits', async () => {
    let loads = 0;
    const sender = new VisitWorkSender(session, async () => {
      loads += 1;
      return desk.syncOutbox();
    }, notifier);
    await sender.sendWaiting();
    await workLeftUnsent();
    desk.sessions.clear();
    await sender.sendWaiting();
    expect(loads).toBe(0);
    expect(desk.api.calls).toEqual([]);
  });

  it('a session the server ended keeps the actions and has the session checked', async () => {
    await workLeftUnsent();
    desk.api.endedTokens.add(leader.token);
    const sender = new VisitWorkSender(session, async () => desk.syncOutbox(), notifier);
    await sender.sendWaiting();
    expect(desk.outbox.load()).toHaveLength(2);
    expect(session.checks).toBe(1);
    expect(notifier.toasts.map((t) => t.message)).toEqual([{ key: 'visitWork.sessionEnded' }]);
  });

  it('with no network for the code that sends, keeps the actions and says nothing', async () => {
    await workLeftUnsent();
    const logged: string[] = [];
    const sender = new VisitWorkSender(session, () => Promise.reject(new Error('Failed to fetch dynamically imported module')), notifier, (m) => logged.push(m));
    await sender.sendWaiting();
    expect(desk.outbox.load()).toHaveLength(2);
    expect(notifier.toasts).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});
