import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { businessDataOver } from '../testing/business-data';
import { RecordingClientsApi } from '../testing/recording-apis';
import { credentialsFor } from '../testing/sessions';

const owner = credentialsFor('employer');
const maria = { id: 'c1', name: 'Maria', phone: '', email: '', address: null };
const calendar: CalendarEntry[] = [{ client: maria, team: null, recurrence: 'weekly', visits: [{ id: 'v4', day: 20261124, minute: 540, status: 'pending' }] }];

describe('DayBoardDataService', () => {
  it("answers the live board of a day with each client's takings after its discount, as plain data", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = calendar;
    api.clientReports = [{ client: maria, services: [{ id: 's1', serviceId: 'x', name: 'Mowing', value: 120 }], discountPercent: 25, reports: [] }];
    const board = await businessDataOver(api).board.dayBoard(owner, 'owner-1', { day: 20261124, now: { day: 20261124, minute: 9 * 60 + 1 } });
    expect(board.ok && board.value).toEqual({
      day: 20261124,
      teams: [{ teamId: null, teamName: null, done: 0, inProgress: 0, pending: 1, cancelled: 0, late: 1, nextStop: { clientId: 'c1', clientName: 'Maria', minute: 540, late: true }, takings: 90 }],
      takings: 90,
    });
    expect(() => structuredClone(board)).not.toThrow();
  });

  it('gives the same board whether or not a screen had the calendar table built', async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = calendar;
    const query = { day: 20261124, now: { day: 20261124, minute: 8 * 60 } };
    const fromEntries = await businessDataOver(api).board.dayBoard(owner, 'owner-1', query);
    const services = businessDataOver(api);
    await services.calendar.calendar(owner, 'owner-1');
    expect(await services.board.dayBoard(owner, 'owner-1', query)).toEqual(fromEntries);
  });

  it('marks both answers stale: the next reads ask for them fresh', async () => {
    const api = new RecordingClientsApi();
    const { board } = businessDataOver(api);
    await board.dayBoard(owner, 'owner-1', { day: 20261124, now: { day: 20261124, minute: 0 } });
    board.markStale();
    await board.dayBoard(owner, 'owner-1', { day: 20261124, now: { day: 20261124, minute: 0 } });
    expect(api.freshReads.map(({ call, fresh }) => `${call}:${fresh}`)).toEqual(['calendar:false', 'reports:false', 'calendar:true', 'reports:true']);
  });
});
