import { describe, expect, it } from 'vitest';
import { businessDataOver } from '../testing/business-data';
import { FixedClock } from '../testing/fixed-clock';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi } from '../testing/recording-apis';
import { signedInToBusiness } from '../testing/sessions';
import { LoadDayBoard } from './load-day-board.use-case';

describe('LoadDayBoard', () => {
  it("asks for today's board in the business's zone, with its local minute as now", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ client: { id: 'c1', name: 'Joana', phone: '', email: '', address: null }, team: null, recurrence: null, visits: [{ id: 'v1', day: 20260309, minute: 23 * 60 + 58, status: 'pending' }] }];
    // 02:59 UTC on the 10th is 23:59 on the 9th in São Paulo: the 23:58 visit is late with no margin.
    const load = new LoadDayBoard(businessDataOver(api, 'America/Sao_Paulo').board, signedInToBusiness('employer'), new FixedClock('2026-03-10T02:59:59Z', 'America/Sao_Paulo'));
    const board = await load.execute(undefined, { marginMinutes: 0 });
    expect(board.ok && board.value).toMatchObject({ day: 20260309, teams: [{ pending: 1, late: 1 }] });
  });

  it("a device in Lisbon asks for the business's today and minute, not its own", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ client: { id: 'c1', name: 'Joana', phone: '', email: '', address: null }, team: null, recurrence: null, visits: [{ id: 'v1', day: 20260309, minute: 23 * 60 + 58, status: 'pending' }] }];
    // 02:59 UTC on the 10th: 02:59 on the 10th in Lisbon, 23:59 on the 9th at the business.
    const zones = { execute: async () => ({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true }) };
    const load = new LoadDayBoard(businessDataOver(api, 'America/Sao_Paulo').board, signedInToBusiness('employer'), new FixedClock('2026-03-10T02:59:59Z', 'Europe/Lisbon'), zones);
    const board = await load.execute(undefined, { marginMinutes: 0 });
    expect(board.ok && board.value).toMatchObject({ day: 20260309, teams: [{ pending: 1, late: 1 }] });
  });

  it("counts late with the business's margin: 10 minutes unless told, exactly the margin is on time", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ client: { id: 'c1', name: 'Joana', phone: '', email: '', address: null }, team: null, recurrence: null, visits: [{ id: 'v1', day: 20260309, minute: 9 * 60, status: 'pending' }] }];
    const clock = new FixedClock('2026-03-09T12:10:00Z', 'America/Sao_Paulo');
    const load = new LoadDayBoard(businessDataOver(api, 'America/Sao_Paulo').board, signedInToBusiness('employer'), clock);
    const late = async (marginMinutes?: number) => {
      const board = await load.execute(undefined, marginMinutes === undefined ? {} : { marginMinutes });
      return board.ok && board.value.teams[0]!.late;
    };
    expect(await late()).toBe(0);
    clock.advance({ minutes: 1 });
    expect(await late()).toBe(1);
    expect(await late(11)).toBe(0);
    expect(await late(10)).toBe(1);
  });

  it('asks for the answers fresh at each load: the crews change the day, not only this app', async () => {
    const api = new RecordingClientsApi();
    const load = new LoadDayBoard(businessDataOver(api, 'America/Sao_Paulo').board, signedInToBusiness('employer'), new FixedClock('2026-03-10T02:59:59Z', 'America/Sao_Paulo'));
    await load.execute();
    api.calendarEntries = [{ client: { id: 'c1', name: 'Joana', phone: '', email: '', address: null }, team: null, recurrence: null, visits: [{ id: 'v1', day: 20260309, minute: 600, status: 'finished' }] }];
    const board = await load.execute();
    expect(board.ok && board.value.teams).toMatchObject([{ done: 1 }]);
    expect(api.freshReads).toEqual([
      { call: 'calendar', fresh: true },
      { call: 'reports', fresh: true },
      { call: 'clients', fresh: true },
      { call: 'calendar', fresh: true },
      { call: 'reports', fresh: true },
      { call: 'clients', fresh: true },
    ]);
  });

  it('answers NOT_SIGNED_IN without asking', async () => {
    const api = new RecordingClientsApi();
    const board = await new LoadDayBoard(businessDataOver(api, 'UTC').board, new MemorySessionStore(), new FixedClock('2026-03-10T02:59:59Z', 'UTC')).execute();
    expect(board.ok).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
