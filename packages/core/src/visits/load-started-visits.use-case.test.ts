import { beforeEach, describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../testing/memory-session.store';
import { memoryVisitDesk, roadAna, type MemoryVisitDesk } from '../testing/visit-desk';
import { LoadStartedVisits } from './load-started-visits.use-case';

let desk: MemoryVisitDesk;

beforeEach(() => {
  desk = memoryVisitDesk();
});

describe('LoadStartedVisits', () => {
  it("merges today's open reports (another phone's start) with the visits started on this device", async () => {
    desk.api.startElsewhere('v3', 'Caio Lima', 5_000);
    await desk.startVisit().execute(roadAna);
    const started = await desk.startedVisits().execute();
    expect([...started.visits.values()]).toEqual([
      { clientId: 'c1', visitId: 'v1', taskId: 'task-2', startedAt: 1_000, collaboratorName: 'Lia Santos', sent: true, here: true },
      { clientId: 'c2', visitId: 'v3', taskId: 'task-1', startedAt: 5_000, collaboratorName: 'Caio Lima', sent: true, here: false },
    ]);
    expect(started.failure).toBeNull();
    // Today in the business's zone: 12:00 UTC on 2 March is 09:00 in São Paulo.
    expect(desk.api.openReportDays).toEqual(['2026-03-02']);
  });

  it("answers this device's record alone, and why, when the reports cannot be read", async () => {
    desk.api.startElsewhere('v3');
    desk.connectivity.set(false);
    await desk.startVisit().execute(roadAna);
    desk.api.reportsUnreachable = true;
    const started = await desk.startedVisits().execute();
    expect([...started.visits.keys()]).toEqual(['c1']);
    expect(started.visits.get('c1')).toMatchObject({ sent: false, taskId: null });
    expect(started.open).toBeNull();
    expect(started.failure).toEqual({ code: 'API_UNREACHABLE' });
  });

  it('merges again with what this device did since, without asking the server', async () => {
    desk.api.startElsewhere('v1');
    const first = await desk.startedVisits().execute();
    desk.connectivity.set(false);
    await desk.finishVisit().execute({ clientId: 'c1', observation: '', started: first.visits.get('c1') });
    expect(desk.startedVisits().onDevice(first.open).visits.has('c1')).toBe(false);
    expect(desk.api.openReportDays).toHaveLength(1);
  });

  it('asks nothing when no one is signed in', async () => {
    const load = new LoadStartedVisits(desk.api, new MemorySessionStore(), desk.inProgress, desk.outbox, desk.clock);
    expect((await load.execute()).visits.size).toBe(0);
    expect(desk.api.openReportDays).toEqual([]);
  });
});
