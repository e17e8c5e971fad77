import { describe, expect, it } from 'vitest';
import { retryDue, VISIT_REPLAY_POLICY } from './visit-replay.policy';

const idle = { online: true, waiting: 0, dayFromDevice: false, sessionEnded: false };

describe('the visit replay policy', () => {
  it('tries again every 30 s', () => {
    expect(VISIT_REPLAY_POLICY.retryEveryMs).toBe(30_000);
  });

  it('is due while actions wait or the day shown is the device’s, and the device says it is online', () => {
    expect(retryDue({ ...idle, waiting: 2 })).toBe(true);
    expect(retryDue({ ...idle, dayFromDevice: true })).toBe(true);
  });

  it('is not due with nothing to gain, with no network, or once the server ended the session', () => {
    expect(retryDue(idle)).toBe(false);
    expect(retryDue({ ...idle, waiting: 2, online: false })).toBe(false);
    expect(retryDue({ ...idle, waiting: 2, sessionEnded: true })).toBe(false);
  });
});
