import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { businessDataOver } from '../testing/business-data';
import { RecordingClientsApi } from '../testing/recording-apis';
import { credentialsFor } from '../testing/sessions';

const owner = credentialsFor('employer');
const maria = { id: 'c1', name: 'Maria', phone: '', email: '', address: null };
const calendar: CalendarEntry[] = [{ client: maria, team: null, recurrence: 'weekly', visits: [{ id: 'v4', day: 20261124, minute: 540, status: 'pending' }] }];
/** 2026-11-24 in São Paulo (UTC-3): local minute m. */
const msAt = (minute: number) => Date.UTC(2026, 10, 24, 3, 0) + minute * 60_000;
const query = (minute: number, marginMinutes = 0) => ({ day: 20261124, now: { day: 20261124, minute }, nowMs: msAt(minute), marginMinutes });

describe('DayBoardDataService', () => {
  it("answers the live board of a day with each client's takings after its discount, as plain data", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = calendar;
    api.clientReports = [{ client: maria, services: [{ id: 's1', serviceId: 'x', name: 'Mowing', value: 120 }], discountPercent: 25, reports: [] }];
    const board = await businessDataOver(api).board.dayBoard(owner, 'owner-1', query(9 * 60 + 1));
    expect(board.ok && board.value).toEqual({
      day: 20261124,
      teams: [{ teamId: null, teamName: null, done: 0, inProgress: 0, pending: 1, cancelled: 0, late: 1, over: 0, nextStop: { clientId: 'c1', clientName: 'Maria', minute: 540, late: true }, takings: 90 }],
      takings: 90,
      marks: [{ kind: 'late', visitId: 'v4', clientId: 'c1', clientName: 'Maria', teamName: null, minute: 540, minutes: 1, startedAtMs: null, serviceMinutes: null }],
    });
    expect(() => structuredClone(board)).not.toThrow();
  });

  it("measures a visit under way from its open report's start and its client's service duration in the client list", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ ...calendar[0]!, visits: [{ id: 'v4', day: 20261124, minute: 540, status: 'started' }] }];
    const startedAt = Temporal.Instant.fromEpochMilliseconds(msAt(9 * 60 + 5));
    api.clientReports = [
      {
        client: maria,
        services: [],
        discountPercent: 0,
        reports: [
          // An earlier visit's finished report does not count; the open one does.
          { visitId: 'v3', visitDate: null, taskId: 't3', startedAt: Temporal.Instant.fromEpochMilliseconds(msAt(0)), finishedAt: Temporal.Instant.fromEpochMilliseconds(msAt(60)), collaboratorName: 'Ana', observation: '' },
          { visitId: 'v4', visitDate: null, taskId: 't4', startedAt, finishedAt: null, collaboratorName: 'Ana', observation: '' },
        ],
      },
    ];
    api.clients = [{ ...maria, docId: null, birthday: null, team: null, serviceMinutes: 150, createdById: null, createdAt: null }];
    const services = businessDataOver(api);
    const at = async (minute: number) => {
      const board = await services.board.dayBoard(owner, 'owner-1', query(minute, 10));
      return board.ok ? board.value.marks : null;
    };
    expect(await at(9 * 60 + 5 + 160)).toEqual([]);
    expect(await at(9 * 60 + 5 + 161)).toEqual([{ kind: 'over', visitId: 'v4', clientId: 'c1', clientName: 'Maria', teamName: null, minute: 540, minutes: 11, startedAtMs: startedAt.epochMilliseconds, serviceMinutes: 150 }]);
  });

  it('gives the same board whether or not a screen had the calendar table built', async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = calendar;
    const fromEntries = await businessDataOver(api).board.dayBoard(owner, 'owner-1', query(8 * 60));
    const services = businessDataOver(api);
    await services.calendar.calendar(owner, 'owner-1');
    expect(await services.board.dayBoard(owner, 'owner-1', query(8 * 60))).toEqual(fromEntries);
  });

  it('marks every answer stale: the next reads ask for them fresh', async () => {
    const api = new RecordingClientsApi();
    const { board } = businessDataOver(api);
    await board.dayBoard(owner, 'owner-1', query(0));
    board.markStale();
    await board.dayBoard(owner, 'owner-1', query(0));
    expect(api.freshReads.map(({ call, fresh }) => `${call}:${fresh}`)).toEqual(['calendar:false', 'reports:false', 'clients:false', 'calendar:true', 'reports:true', 'clients:true']);
  });

  it('measures a visit under way of a client without a service duration against an hour', async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ ...calendar[0]!, visits: [{ id: 'v4', day: 20261124, minute: 540, status: 'started' }] }];
    const startedAt = Temporal.Instant.fromEpochMilliseconds(msAt(9 * 60));
    api.clientReports = [{ client: maria, services: [], discountPercent: 0, reports: [{ visitId: 'v4', visitDate: null, taskId: 't4', startedAt, finishedAt: null, collaboratorName: 'Ana', observation: '' }] }];
    api.clients = [{ ...maria, docId: null, birthday: null, team: null, serviceMinutes: null, createdById: null, createdAt: null }];
    const services = businessDataOver(api);
    const marks = async (minute: number) => {
      const board = await services.board.dayBoard(owner, 'owner-1', query(minute, 10));
      return board.ok ? board.value.marks.map((m) => `${m.kind} ${m.minutes} ${m.serviceMinutes}`) : null;
    };
    expect(await marks(9 * 60 + 70)).toEqual([]);
    expect(await marks(9 * 60 + 71)).toEqual(['over 11 60']);
  });
});
