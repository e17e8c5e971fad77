import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { visit } from '../../testing/calendar.fixture';
import { visitToFinish } from './visit-to-finish';

describe('visitToFinish', () => {
  const today = Temporal.PlainDate.from('2026-03-10');
  it('prefers the visit in progress, then the next open one, then the latest open one left behind', () => {
    expect(visitToFinish([visit('a', '2026-03-12T08:00'), visit('b', '2026-03-01T08:00', 'started')], today)?.id).toBe('b');
    expect(visitToFinish([visit('a', '2026-03-12T08:00'), visit('t', '2026-03-10T07:00'), visit('f', '2026-03-09T08:00', 'finished')], today)?.id).toBe('t');
    expect(visitToFinish([visit('a', '2026-03-01T08:00'), visit('b', '2026-03-05T08:00'), visit('c', '2026-03-12T08:00', 'cancelled')], today)?.id).toBe('b');
    expect(visitToFinish([visit('f', '2026-03-12T08:00', 'finished')], today)).toBeNull();
  });
});
