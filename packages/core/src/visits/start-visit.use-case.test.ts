import { beforeEach, describe, expect, it } from 'vitest';
import { memoryVisitDesk, roadAna, type MemoryVisitDesk } from '../testing/visit-desk';
import { ReadVisitStartTimes } from '../road/read-visit-start-times.use-case';

const ana = roadAna;

let api: MemoryVisitDesk['api'];
let desk: MemoryVisitDesk;

beforeEach(() => {
  desk = memoryVisitDesk();
  ({ api } = desk);
});

describe('StartVisit online', () => {
  it('starts the first pending visit and keeps the task id and the start time on the device', async () => {
    const result = await desk.startVisit().execute(ana);
    expect(result).toEqual({ ok: true, value: { sent: true, message: 'Client notified.' } });
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1', startedAt: '2026-03-02T12:00:00Z' } });
    expect(new ReadVisitStartTimes(desk.outbox, desk.inProgress).execute()).toEqual(new Map([['c1', '2026-03-02T12:00:00Z']]));
    expect(desk.visitWork().execute().started.has('c1')).toBe(true);
    expect(await desk.startVisit().execute(ana)).toEqual({ ok: false, error: { code: 'VISIT_ALREADY_STARTED' } });
  });

  it("carries the server's refusal", async () => {
    api.status.set('v1', 'finished');
    const result = await desk.startVisit().execute(ana);
    expect(!result.ok && result.error).toEqual({ code: 'API_REFUSED', reason: 'refused', message: 'This visit is not pending.' });
    expect(desk.inProgress.load()).toEqual({});
  });
});

describe('StartVisit offline', () => {
  it('queues an action when the request fails for lack of network, and stops the replay at the next failure', async () => {
    api.unreachable = true;
    expect(await desk.startVisit().execute(ana)).toEqual({ ok: true, value: { sent: false, queued: true } });
    const stillDown = await desk.syncOutbox().execute();
    expect(stillDown).toEqual({ ok: true, value: { sent: 0, refused: [], waiting: 1 } });
    // Started when it was queued, not when the network came back.
    expect(new ReadVisitStartTimes(desk.outbox, desk.inProgress).execute()).toEqual(new Map([['c1', '2026-03-02T12:00:00Z']]));
    desk.clock.advance({ minutes: 20 });
    api.unreachable = false;
    expect((await desk.syncOutbox().execute()).ok).toBe(true);
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1', startedAt: '2026-03-02T12:00:00Z' } });
  });
});
