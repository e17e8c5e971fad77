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
