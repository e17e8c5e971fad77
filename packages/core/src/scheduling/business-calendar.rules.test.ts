import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { businessCalendar, weekdayOfDay } from './business-calendar.rules';

const ZONES = ['America/Sao_Paulo', 'Europe/Paris', 'America/Mexico_City', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
const EPOCH = Temporal.PlainDate.from('1970-01-01');
const dayNumber = (date: Temporal.PlainDate) => EPOCH.until(date).days;

describe('business calendar', () => {
  it('agrees with Temporal on the local day, minute and weekday of any instant (2015-2030, DST zones included)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 1_420_070_400_000, max: 1_893_456_000_000 }), (zone, ms) => {
        const calendar = businessCalendar(zone, []);
        const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
        expect(calendar.dayOf(ms)).toBe(dayNumber(local.toPlainDate()));
        expect(calendar.minuteOf(ms)).toBe(local.hour * 60 + local.minute);
        expect(calendar.weekdayOf(calendar.dayOf(ms))).toBe(local.dayOfWeek);
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with Temporal's 'compatible' instant for a wall-clock time on any day", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 16_436, max: 21_900 }), fc.integer({ min: 0, max: 1439 }), (zone, day, minute) => {
        const expected = EPOCH.add({ days: day })
          .toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }) })
          .epochMilliseconds;
        expect(businessCalendar(zone, []).at(day, minute)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('moves a time skipped by the DST change forward by the gap, and takes the earlier of a repeated time', () => {
    const saoPaulo = businessCalendar('America/Sao_Paulo', []);
    // 4 Nov 2018: clocks went from 00:00 to 01:00.
    expect(saoPaulo.zoned(saoPaulo.at(dayNumber(Temporal.PlainDate.from('2018-11-04')), 0)).toString()).toBe('2018-11-04T01:00:00-02:00[America/Sao_Paulo]');
    const paris = businessCalendar('Europe/Paris', []);
    // 25 Oct 2026: 02:30 happens twice; the first one is still summer time.
    expect(paris.zoned(paris.at(dayNumber(Temporal.PlainDate.from('2026-10-25')), 150)).toString()).toBe('2026-10-25T02:30:00+02:00[Europe/Paris]');
  });

  it.each([
    ['Europe/Paris', '2026-03-29'],
    ['Europe/Paris', '2026-10-25'],
    ['America/Sao_Paulo', '2018-11-04'],
    ['America/Sao_Paulo', '2019-02-16'],
    ['America/Mexico_City', '2022-04-03'],
    ['America/Mexico_City', '2022-10-30'],
  ])('agrees with Temporal at every minute of a DST change day (%s %s)', (zone, iso) => {
    const date = Temporal.PlainDate.from(iso);
    const calendar = businessCalendar(zone, []);
    for (let minute = 0; minute < 1440; minute++) {
      const expected = date.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }) });
      const ms = calendar.at(dayNumber(date), minute);
      expect(ms).toBe(expected.epochMilliseconds);
      expect(calendar.minuteOf(ms)).toBe(expected.hour * 60 + expected.minute);
    }
  });

  it('numbers weekdays the ISO way', () => {
    expect(weekdayOfDay(0)).toBe(4); // 1970-01-01, a Thursday
    expect(weekdayOfDay(-1)).toBe(3);
    expect(weekdayOfDay(dayNumber(Temporal.PlainDate.from('2026-03-08')))).toBe(7);
  });

  it('skips closed weekdays to the next open day, and has none when every day is closed', () => {
    const saturday = dayNumber(Temporal.PlainDate.from('2026-03-07'));
    const calendar = businessCalendar('America/Sao_Paulo', [6, 7]);
    expect(calendar.isOpen(saturday)).toBe(false);
    expect(calendar.isOpen(saturday - 1)).toBe(true);
    expect(calendar.nextOpenDay(saturday - 1)).toBe(saturday + 2);
    expect(businessCalendar('UTC', [1, 2, 3, 4, 5, 6, 7]).nextOpenDay(saturday)).toBeNull();
  });
});
