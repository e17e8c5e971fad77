import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { agendaEvents, visitUid } from './agenda-events.rules';

const visit = (id: string, at: string, status: 'pending' | 'finished' | 'cancelled' = 'pending') => {
  const start = Temporal.PlainDateTime.from(at);
  return { id, day: start.year * 10_000 + start.month * 100 + start.day, minute: start.hour * 60 + start.minute, status };
};
const records: CalendarEntry[] = [
  {
    client: { id: 'c-1', name: 'Ana Souza', phone: '11999990000', email: 'ana@x.com', address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.66, complement: null } },
    team: { id: 't-1', name: 'Equipe Sul', leader: { id: 'l-1', name: 'Lia' }, members: [{ id: 'm-1', name: 'Caio' }] },
    recurrence: 'weekly',
    visits: [visit('v-2', '2026-03-09T14:00'), visit('v-1', '2026-03-02T14:00', 'finished'), visit('v-3', '2026-03-31T23:30', 'cancelled'), visit('v-4', '2026-04-01T00:00')],
  },
  {
    client: { id: 'c-2', name: 'Bia Lima', phone: '11988880000', email: 'bia@x.com', address: null },
    team: { id: 't-2', name: 'Equipe Norte', leader: { id: 'l-2', name: 'Rui' }, members: [{ id: 'l-1', name: 'Lia' }] },
    recurrence: 'unit',
    visits: [visit('v-9', '2026-03-05T08:00')],
  },
];
const march = { from: Temporal.PlainDate.from('2026-03-01'), to: Temporal.PlainDate.from('2026-03-31') };
const minutes = new Map([['c-1', 90]]);

describe('agendaEvents', () => {
  it('gives a team’s visits of the range, first day and last day included, by start', () => {
    const events = agendaEvents(records, minutes, { kind: 'team', teamId: 't-1' }, march, 'America/Sao_Paulo');
    expect(events.map((e) => e.uid)).toEqual(['v-1@fieldteam', 'v-2@fieldteam', 'v-3@fieldteam']);
    expect(events[0]).toEqual({
      uid: visitUid('v-1'),
      start: Temporal.ZonedDateTime.from('2026-03-02T14:00[America/Sao_Paulo]'),
      minutes: 90,
      clientName: 'Ana Souza',
      clientPhone: '11999990000',
      location: 'Rua Augusta, 500, São Paulo',
      geo: { latitude: -23.55, longitude: -46.66 },
      teamName: 'Equipe Sul',
      status: 'finished',
    });
    expect(events[2]!.status).toBe('cancelled');
  });

  it('gives a person the visits of every team they lead or belong to', () => {
    expect(agendaEvents(records, minutes, { kind: 'person', personId: 'l-1' }, march, 'America/Sao_Paulo').map((e) => e.uid)).toEqual(['v-1@fieldteam', 'v-9@fieldteam', 'v-2@fieldteam', 'v-3@fieldteam']);
    expect(agendaEvents(records, minutes, { kind: 'person', personId: 'm-1' }, march, 'America/Sao_Paulo')).toHaveLength(3);
  });

  it('gives a client’s visits, an hour long without a service duration, with no place without an address', () => {
    const [event] = agendaEvents(records, minutes, { kind: 'client', clientId: 'c-2' }, march, 'America/Sao_Paulo');
    expect(event).toMatchObject({ uid: 'v-9@fieldteam', minutes: 60, location: null, geo: null });
  });
});
