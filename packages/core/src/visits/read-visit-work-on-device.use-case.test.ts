import { describe, expect, it } from 'vitest';
import { MemoryVisitOutbox } from '../testing/in-memory-road';
import { ReadVisitWorkOnDevice } from './read-visit-work-on-device.use-case';

describe('ReadVisitWorkOnDevice', () => {
  it("counts the signed-in person's waiting actions and lists other people's apart", () => {
    const outbox = new MemoryVisitOutbox();
    outbox.save([{ id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'o1', visitId: 'v1' }, queuedAt: '2026-03-02T12:00:00Z' }]);
    outbox.others = [{ name: 'Leo Lima', count: 2 }];
    expect(new ReadVisitWorkOnDevice(outbox).execute()).toEqual({ mine: 1, held: [{ name: 'Leo Lima', count: 2 }] });
  });

  it('reads nothing on a device where nothing waits', () => {
    expect(new ReadVisitWorkOnDevice(new MemoryVisitOutbox()).execute()).toEqual({ mine: 0, held: [] });
  });
});
