// A calendar answer's entries for tests: a team, and a client of it with the visits given.
import type { CalendarEntry, CalendarVisitEntry } from '../calendar/calendar-table';

export const calendarTeam = (id: string, name: string) => ({ id, name, leader: null, members: [] });

export const calendarEntry = (id: string, teamOf: ReturnType<typeof calendarTeam> | null, visits: CalendarVisitEntry[]): CalendarEntry => ({
  client: { id, name: `Client ${id}`, phone: '', email: '', address: null },
  team: teamOf,
  recurrence: null,
  visits,
});
