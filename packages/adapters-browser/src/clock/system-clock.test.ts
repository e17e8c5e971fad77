import { describe, expect, it } from 'vitest';
import { SystemClock } from './system-clock';

describe('SystemClock', () => {
  it("gives the device's time zone, the one its date formatting uses", () => {
    expect(new SystemClock().timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('gives the current instant', () => {
    const before = Date.now();
    const now = new SystemClock().now().epochMilliseconds;
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
