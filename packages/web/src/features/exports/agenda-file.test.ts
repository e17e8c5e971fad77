// The agenda file read back by another library (ical.js, Mozilla's parser): the instants, the
// zone, the UIDs, the place and the status are what the app meant.
import { Temporal } from 'temporal-polyfill';
import fc from 'fast-check';
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

describe('agendaFile, whatever the API answers', () => {
  const HOSTILE = 'a;b,c\\d\r\ne\rf\ng';
  const FORGED = `Ana\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:pay now\r\nDTSTART:20260302T140000Z`;
  const at = '2026-03-02T14:00[America/Sao_Paulo]';

  /** The file, every line's octets, and what an independent parser reads in it. */
  const written = (name: string, events: AgendaEvent[]) => {
    const text = agendaFile({ name, timeZone: 'America/Sao_Paulo', events, now: Temporal.Instant.from('2026-03-01T12:00:00Z'), describe: (e) => `${e.teamName}\n${e.clientPhone}` });
    const calendar = parse(text);
    const read = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    // X-WR-CALNAME and NAME are no properties ical.js knows: their values are decoded by its own TEXT rule.
    const calendarText = (property: string) => ICAL.design.icalendar.value.text!.fromICAL((calendar.getFirstProperty(property)?.getFirstValue() as string | undefined) ?? '');
    return { text, read, calendarText };
  };
  /** What a TEXT value keeps of a text: its line breaks, each as LF. */
  const kept = (text: string) => text.replace(/\r\n?/g, '\n');

  const expectWellFormed = (text: string) => {
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      // Every line break is CRLF, and a line is at most 75 octets (RFC 5545 3.1).
      expect(line).not.toMatch(/[\r\n]/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  };

  it('has one event per visit with the texts as they were, whatever a name, a place, a team or an id holds', () => {
    const visits = [
      event(`v-1;${HOSTILE}@fieldteam`, at, { clientName: FORGED, location: `Rua ${HOSTILE}`, teamName: `Team ${HOSTILE}`, clientPhone: `11;${HOSTILE}` }),
      event(`v-2\r\nBEGIN:VEVENT@fieldteam`, at, { clientName: HOSTILE, location: HOSTILE, geo: null, teamName: HOSTILE }),
    ];
    const { text, read, calendarText } = written(`Equipe ${HOSTILE}\r\nBEGIN:VEVENT\r\nSUMMARY:forged`, visits);
    expectWellFormed(text);
    expect(read).toHaveLength(2);
    expect(read.map((e) => decodeURIComponent(e.uid))).toEqual(visits.map((v) => v.uid));
    expect(read.map((e) => e.summary)).toEqual(visits.map((v) => kept(v.clientName)));
    expect(read.map((e) => e.location)).toEqual(visits.map((v) => kept(v.location!)));
    expect(read.map((e) => e.description)).toEqual(visits.map((v) => kept(`${v.teamName}\n${v.clientPhone}`)));
    expect(calendarText('x-wr-calname')).toBe(kept(`Equipe ${HOSTILE}\r\nBEGIN:VEVENT\r\nSUMMARY:forged`));
    expect(calendarText('name')).toBe(calendarText('x-wr-calname'));
    // The UIDs are made of safe characters only.
    for (const e of read) expect(e.uid).toMatch(/^[A-Za-z0-9@._~%-]+$/);
  });

  it('keeps the UID of an id made of letters, digits and dashes, as every file before', () => {
    const { read } = written('Equipe Sul', [event('0b8e6a4e-1d0c-4f6e-9a51-2f4f9d6f1b11@fieldteam', at)]);
    expect(read[0]!.uid).toBe('0b8e6a4e-1d0c-4f6e-9a51-2f4f9d6f1b11@fieldteam');
  });

  it('leaves out the control characters a TEXT value cannot hold, and folds long texts of any script at 75 octets', () => {
    const controls = 'a\u0000b\u0007c\u000bd\u001be[2Jf\u007fg\th';
    const long = `${'ã€😀;,\\'.repeat(40)}\r\n${'x'.repeat(200)}`;
    const { text, read, calendarText } = written(controls, [event('v@fieldteam', at, { clientName: controls, location: long, teamName: long })]);
    expectWellFormed(text);
    expect(read[0]!.summary).toBe('abcde[2Jfg\th');
    expect(calendarText('x-wr-calname')).toBe('abcde[2Jfg\th');
    expect(read[0]!.location).toBe(kept(long));
    expect(read[0]!.description).toBe(kept(`${long}\n11999990000`));
  });

  it('reads back any text exactly, line breaks aside, in a file of well-formed lines (property)', () => {
    // Texts from the characters that matter to the format, and any other.
    const piece = fc.oneof(fc.constantFrom(';', ',', '\\', '\r', '\n', '\r\n', ':', '"', 'BEGIN:VEVENT', 'END:VCALENDAR', 'ã', '😀', ' '), fc.string({ unit: 'grapheme', maxLength: 4 }));
    const text = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    // eslint-disable-next-line no-control-regex -- the characters a TEXT value cannot hold, left out of the texts compared whole
    const noControls = text.map((t) => t.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));
    fc.assert(
      fc.property(noControls, fc.array(fc.record({ id: text, name: noControls, place: noControls, team: noControls }), { minLength: 1, maxLength: 3 }), (name, rows) => {
        const visits = rows.map((r, i) => event(`${i}-${r.id}@fieldteam`, at, { clientName: r.name, location: r.place, teamName: r.team }));
        const { text: file, read, calendarText } = written(name, visits);
        expectWellFormed(file);
        expect(read).toHaveLength(visits.length);
        expect(read.map((e) => decodeURIComponent(e.uid))).toEqual(visits.map((v) => v.uid));
        expect(read.map((e) => e.summary ?? '')).toEqual(visits.map((v) => kept(v.clientName)));
        expect(calendarText('x-wr-calname')).toBe(kept(name));
      }),
      { numRuns: 200 },
    );
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
