import { describe, expect, it } from 'vitest';
import { compareFromSunday, ISO_WEEKDAYS, WEEK_FROM_SUNDAY } from './weekday';

describe('weekdays', () => {
  it('orders from Sunday', () => {
    expect([...ISO_WEEKDAYS].sort(compareFromSunday)).toEqual(WEEK_FROM_SUNDAY);
  });
});
