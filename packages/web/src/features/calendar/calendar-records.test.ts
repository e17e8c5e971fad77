import { LoadCalendar } from '@fieldteam/core';
import { FixedClock, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessDataOver, FakeCalendarApi, record } from '../../testing/calendar.fixture';
import { CalendarRecords } from './calendar-records';

let calendarApi: FakeCalendarApi;
const create = (clock = new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo')) => new CalendarRecords(new LoadCalendar(businessDataOver(calendarApi).calendar, signedInStore('employer')), clock);

beforeEach(() => {
  calendarApi = new FakeCalendarApi([record('c1', 'Pedro Alves', []), record('c2', 'Ana Souza', []), record('c3', 'Márcia Reis', [])]);
});

describe('CalendarRecords: the calendar the screen shows', () => {
  it('loads the clients in the order of their names', async () => {
    const calendar = create();
    expect(calendar.loading).toBe(true);
    await calendar.load();
    expect(calendar.loading).toBe(false);
    expect(calendar.records.map((r) => r.client.name)).toEqual(['Ana Souza', 'Márcia Reis', 'Pedro Alves']);
  });

  it('a failed reload keeps the calendar shown', async () => {
    const calendar = create();
    await calendar.load();
    calendarApi.refusal = { code: 'API_REFUSED', reason: 'try-later', message: 'Database down.' };
    await calendar.load();
    expect(calendar.records).toHaveLength(3);
  });

  it("knows the business's today in its time zone, not the device's UTC date", () => {
    expect(create(new FixedClock('2026-03-11T02:00:00Z', 'America/Sao_Paulo')).today.toString()).toBe('2026-03-10');
  });
});
