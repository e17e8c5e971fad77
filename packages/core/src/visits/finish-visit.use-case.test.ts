import { beforeEach, describe, expect, it } from 'vitest';
import { memoryVisitDesk, roadAna, type MemoryVisitDesk } from '../testing/visit-desk';

const ana = roadAna;

let api: MemoryVisitDesk['api'];
let connectivity: MemoryVisitDesk['connectivity'];
let desk: MemoryVisitDesk;

beforeEach(() => {
  desk = memoryVisitDesk();
  ({ api, connectivity } = desk);
});

describe('FinishVisit online', () => {
  it('finishes only a started visit, with the observation cut to 250 characters, then forgets it', async () => {
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'x' })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    await desk.startVisit().execute(ana);
    const result = await desk.finishVisit().execute({ clientId: 'c1', observation: 'y'.repeat(300) });
    expect(result.ok).toBe(true);
    expect(api.observations.get('v1')).toHaveLength(250);
    expect(desk.inProgress.load()).toEqual({});
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'again' })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    expect(api.calls.filter((c) => c.startsWith('finish'))).toHaveLength(1);
  });
});

describe('FinishVisit offline', () => {
  it('never finishes a visit twice: a second finish waits for the first to be sent', async () => {
    await desk.startVisit().execute(ana);
    connectivity.set(false);
    await desk.finishVisit().execute({ clientId: 'c1', observation: 'first' });
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'second' })).toEqual({ ok: false, error: { code: 'VISIT_AWAITING_SYNC' } });
    connectivity.set(true);
    await desk.syncOutbox().execute();
    expect(api.calls.filter((c) => c.startsWith('finish'))).toEqual(['finish:v1:task-1']);
  });
});

describe('FinishVisit of a visit started on another device', () => {
  it("finishes it with the task id of the server's open report, by the documented finish call", async () => {
    const taskId = api.startElsewhere('v1');
    const started = (await desk.startedVisits().execute()).visits.get('c1');
    expect(started).toMatchObject({ visitId: 'v1', taskId, here: false });
    const result = await desk.finishVisit().execute({ clientId: 'c1', observation: 'done', started });
    expect(result).toEqual({ ok: true, value: { sent: true, message: 'Service finished.' } });
    expect(api.calls).toEqual([`finish:v1:${taskId}`]);
    expect(api.observations.get('v1')).toBe('done');
  });

  it('offline, queues the finish with that task id, and the replay sends it', async () => {
    const taskId = api.startElsewhere('v1');
    const started = (await desk.startedVisits().execute()).visits.get('c1');
    connectivity.set(false);
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: 'later', started })).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(desk.outbox.load()).toMatchObject([{ kind: 'finish', taskId, visit: { visitId: 'v1' } }]);
    // Closed here now: the server's open report no longer makes it started on this device.
    expect((await desk.startedVisits().execute()).visits.has('c1')).toBe(false);
    connectivity.set(true);
    expect(await desk.syncOutbox().execute()).toEqual({ ok: true, value: { sent: 1, refused: [], waiting: 0 } });
    expect(api.status.get('v1')).toBe('finished');
  });

  it('without a task id from anywhere, a visit is not started here', async () => {
    expect(await desk.finishVisit().execute({ clientId: 'c1', observation: '', started: { visitId: 'v1', taskId: null } })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    expect(api.calls).toEqual([]);
  });
});
