import { describe, expect, it } from 'vitest';
import { MemoryInProgressVisits, MemoryVisitOutbox } from '../testing/in-memory-road';
import { ReadVisitStartTimes } from './read-visit-start-times.use-case';

const visit = (clientId: string) => ({ clientId, ownerId: 'o1', visitId: `v-${clientId}` });

describe('ReadVisitStartTimes', () => {
  it('says when each visit in progress started, where the device knows it: a start queued offline at its queuing, none once closed', () => {
    const outbox = new MemoryVisitOutbox();
    const inProgress = new MemoryInProgressVisits();
    // c2's record is older than start times on the device.
    inProgress.save({ c1: { taskId: 't1', visitId: 'v-c1', startedAt: '2026-03-02T11:00:00Z' }, c2: { taskId: 't2', visitId: 'v-c2' }, c4: { taskId: 't4', visitId: 'v-c4', startedAt: '2026-03-02T10:00:00Z' } });
    outbox.save([
      { id: 'q1', kind: 'start', visit: { ...visit('c3'), userId: 'l1', userName: 'Lia-Santos' }, queuedAt: '2026-03-02T12:00:00Z' },
      { id: 'q2', kind: 'finish', visit: visit('c4'), taskId: 't4', observation: '', queuedAt: '2026-03-02T12:01:00Z' },
    ]);
    expect(new ReadVisitStartTimes(outbox, inProgress).execute()).toEqual(
      new Map([
        ['c1', '2026-03-02T11:00:00Z'],
        ['c3', '2026-03-02T12:00:00Z'],
      ]),
    );
  });

  it('reads nothing on a device where nothing is under way', () => {
    expect(new ReadVisitStartTimes(new MemoryVisitOutbox(), new MemoryInProgressVisits()).execute()).toEqual(new Map());
  });
});
