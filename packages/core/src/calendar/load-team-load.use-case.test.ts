import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../business/business-hours';
import { businessDataOver } from '../testing/business-data';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi } from '../testing/recording-apis';
import { signedInToBusiness } from '../testing/sessions';
import { LoadTeamLoad, mondayOf } from './load-team-load.use-case';

const hours: BusinessHours = { workingHours: [1, 2, 3, 4, 5].map((day) => ({ id: String(day), day: day as 1, startHour: 8, endHour: 18 })), closedDays: [7] };
const alpha = { id: 'ta', name: 'Alpha', leader: null, members: [] };

describe('LoadTeamLoad', () => {
  it.each([
    ['2026-11-30', '2026-11-30'],
    ['2026-12-06', '2026-11-30'],
    ['2026-12-07', '2026-12-07'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(mondayOf(Temporal.PlainDate.from(day)).toString()).toBe(monday);
  });

  it("counts the week of the day asked against the business's open hours", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ client: { id: 'c1', name: 'Joana', phone: '', email: '', address: null }, team: alpha, recurrence: null, visits: [{ id: 'v1', day: 20261202, minute: 540, status: 'pending' }] }];
    const load = new LoadTeamLoad(businessDataOver(api, 'America/Sao_Paulo').calendar, { execute: async () => ok(hours) }, signedInToBusiness('employer'));
    const week = await load.execute(Temporal.PlainDate.from('2026-12-03'));
    expect(week.ok && week.value).toMatchObject({
      days: [20261130, 20261201, 20261202, 20261203, 20261204, 20261205, 20261206],
      openMinutes: [600, 600, 600, 600, 600, 0, 0],
      teams: [{ teamName: 'Alpha', bookedMinutes: [0, 0, 60, 0, 0, 0, 0] }],
    });
  });

  it("passes a failure to read the hours through, and asks nothing of a signed-out person's calendar", async () => {
    const api = new RecordingClientsApi();
    const refused = err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'no' });
    expect(await new LoadTeamLoad(businessDataOver(api, 'UTC').calendar, { execute: async () => refused }, signedInToBusiness('employer')).execute(Temporal.PlainDate.from('2026-12-03'))).toEqual(refused);
    expect((await new LoadTeamLoad(businessDataOver(api, 'UTC').calendar, { execute: async () => ok(hours) }, new MemorySessionStore()).execute(Temporal.PlainDate.from('2026-12-03'))).ok).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
