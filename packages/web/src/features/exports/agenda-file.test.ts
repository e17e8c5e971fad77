// The agenda file read back by another library (ical.js, Mozilla's parser): the instants, the
// zone, the UIDs, the place and the status are what the app meant.
import { Temporal } from 'temporal-polyfill';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AgendaEvent } from '@fieldteam/core';
import { agendaFile } from './agenda-file';
import { vtimezone } from './vtimezone';

const event = (uid: string, at: string, more: Partial<AgendaEvent> = {}): AgendaEvent => ({
  uid,
  start: Temporal.ZonedDateTime.from(at),
  minutes: 90,
  clientName: 'Ana Souza',
  clientPhone: '11999990000',
  location: 'Rua Augusta, 500; São Paulo',
  geo: { latitude: -23.55, longitude: -46.66 },
  teamName: 'Equipe Sul',
  status: 'pending',
  ...more,
});

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
};

describe('agendaFile', () => {
  const file = (events: AgendaEvent[], timeZone = 'America/Sao_Paulo') =>
    agendaFile({ name: 'Equipe Sul', timeZone, events, now: Temporal.Instant.from('2026-03-01T12:00:00Z'), describe: (e) => `${e.teamName} · ${e.clientPhone}` });

  it('has each visit once, at its instant, with its UID, place and status', () => {
    const calendar = parse(file([event('v-1@fieldteam', '2026-03-02T14:00[America/Sao_Paulo]'), event('v-2@fieldteam', '2026-03-09T08:30[America/Sao_Paulo]', { status: 'cancelled', geo: null, location: null })]));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(['v-1@fieldteam', 'v-2@fieldteam']);
    expect(events[0]!.startDate.toUnixTime()).toBe(Temporal.Instant.from('2026-03-02T17:00:00Z').epochMilliseconds / 1000);
    expect(events[0]!.endDate.toUnixTime() - events[0]!.startDate.toUnixTime()).toBe(90 * 60);
    expect(events[0]!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(events[0]!.location).toBe('Rua Augusta, 500; São Paulo');
    expect(events[0]!.summary).toBe('Ana Souza');
    expect(events[0]!.description).toBe('Equipe Sul · 11999990000');
    expect(events[1]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
  });

  it('gives the same UIDs to the same visits in a second file, so that a calendar updates them', () => {
    const uids = (text: string) => parse(text).getAllSubcomponents('vevent').map((c) => c.getFirstPropertyValue('uid'));
    const visits = [event('v-1@fieldteam', '2026-03-02T14:00[America/Sao_Paulo]')];
    expect(uids(file(visits))).toEqual(uids(file([event('v-1@fieldteam', '2026-03-02T15:00[America/Sao_Paulo]')])));
  });

  it('keeps local times right across a change of offset (New York, March 2026)', () => {
    const calendar = parse(
      file([event('a@fieldteam', '2026-03-07T09:00[America/New_York]'), event('b@fieldteam', '2026-03-09T09:00[America/New_York]'), event('c@fieldteam', '2026-11-02T09:00[America/New_York]')], 'America/New_York'),
    );
    const starts = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).startDate.toUnixTime());
    expect(starts).toEqual(['2026-03-07T14:00:00Z', '2026-03-09T13:00:00Z', '2026-11-02T14:00:00Z'].map((iso) => Temporal.Instant.from(iso).epochMilliseconds / 1000));
  });
});

describe('vtimezone', () => {
  it('writes one part for a zone with no change in the range, and each change with the offsets around it', () => {
    expect(vtimezone('America/Sao_Paulo', Temporal.Instant.from('2026-03-01T00:00:00Z'), Temporal.Instant.from('2026-12-31T00:00:00Z'))).toBe(
      ['BEGIN:VTIMEZONE', 'TZID:America/Sao_Paulo', 'BEGIN:STANDARD', 'DTSTART:20260228T210000', 'TZOFFSETFROM:-0300', 'TZOFFSETTO:-0300', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n'),
    );
    const paris = vtimezone('Europe/Paris', Temporal.Instant.from('2026-03-01T00:00:00Z'), Temporal.Instant.from('2026-12-31T00:00:00Z'));
    expect(paris).toContain(['BEGIN:DAYLIGHT', 'DTSTART:20260329T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT'].join('\r\n'));
    expect(paris).toContain(['BEGIN:STANDARD', 'DTSTART:20261025T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD'].join('\r\n'));
  });
});
