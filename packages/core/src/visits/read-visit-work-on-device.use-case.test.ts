import { describe, expect, it } from 'vitest';
import { MemoryInProgressVisits, MemoryVisitOutbox } from '../testing/in-memory-road';
import { ReadVisitWorkOnDevice } from './read-visit-work-on-device.use-case';

const visit = (clientId: string) => ({ clientId, ownerId: 'o1', visitId: `v-${clientId}` });

describe('ReadVisitWorkOnDevice', () => {
  it("counts the signed-in person's waiting actions and lists other people's apart", () => {
    const outbox = new MemoryVisitOutbox();
    outbox.save([{ id: 'q1', kind: 'cancel', visit: visit('c1'), queuedAt: '2026-03-02T12:00:00Z' }]);
    outbox.others = [{ count: 2, until: 1_800_000_000_000 }];
    const work = new ReadVisitWorkOnDevice(outbox, new MemoryInProgressVisits()).execute();
    expect(work.mine).toBe(1);
    expect(work.held).toEqual([{ count: 2, until: 1_800_000_000_000 }]);
  });

  it('says which clients are started (sent or queued) and which wait, a finish or cancel closing the start', () => {
    const outbox = new MemoryVisitOutbox();
    const inProgress = new MemoryInProgressVisits();
    inProgress.save({ c1: { taskId: 't1', visitId: 'v-c1' }, c2: { taskId: 't2', visitId: 'v-c2' } });
    outbox.save([
      { id: 'q1', kind: 'start', visit: { ...visit('c3'), userId: 'l1', userName: 'Lia-Santos' }, queuedAt: '2026-03-02T12:00:00Z' },
      { id: 'q2', kind: 'finish', visit: visit('c2'), taskId: 't2', observation: '', queuedAt: '2026-03-02T12:01:00Z' },
    ]);
    const work = new ReadVisitWorkOnDevice(outbox, inProgress).execute();
    expect([...work.started].sort()).toEqual(['c1', 'c3']);
    expect([...work.pending]).toEqual([
      ['c3', 'start'],
      ['c2', 'finish'],
    ]);
  });

  it('reads nothing on a device where nothing waits', () => {
    const work = new ReadVisitWorkOnDevice(new MemoryVisitOutbox(), new MemoryInProgressVisits()).execute();
    expect(work).toEqual({ mine: 0, held: [], started: new Set(), pending: new Map() });
  });
});
