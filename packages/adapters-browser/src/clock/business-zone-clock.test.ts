import { businessToday, cacheScopeOf, type Session } from '@fieldteam/core';
import { FixedClock, MemoryCache, MemorySessionStore, sessionFor } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessZoneClock } from './business-zone-clock';
import { SessionTimeZone } from './session-time-zone';

// Just after midnight in UTC, still the evening before in São Paulo.
const device = new FixedClock('2026-12-07T00:30:00Z', 'UTC');
const owner = sessionFor('employer', { id: 'owner-1' });
const leader = sessionFor('leader', { id: 'leader-1', createdById: 'owner-1' });

let sessions: MemorySessionStore;
let zone: SessionTimeZone;
let clock: BusinessZoneClock;

beforeEach(() => {
  sessions = new MemorySessionStore(owner);
  zone = new SessionTimeZone(sessions);
  clock = new BusinessZoneClock(zone, device);
});

describe("BusinessZoneClock: the device's time in the business's zone", () => {
  it("answers the device's zone until the business's is kept, then the business's: its today is the business's", () => {
    expect(clock.timeZone()).toBe('UTC');
    expect(businessToday(clock).toString()).toBe('2026-12-07');
    zone.keep('America/Sao_Paulo');
    expect(clock.timeZone()).toBe('America/Sao_Paulo');
    expect(businessToday(clock).toString()).toBe('2026-12-06');
  });

  it("gives the device's instant, whatever the zone", () => {
    zone.keep('Asia/Tokyo');
    expect(clock.now().toString()).toBe('2026-12-07T00:30:00Z');
  });
});

describe('SessionTimeZone: the zone kept for one session', () => {
  const signIn = (session: Session) => sessions.save(session);

  it("is forgotten at sign-out: the next session starts from the device's zone", () => {
    zone.keep('America/Sao_Paulo');
    sessions.clear();
    expect(zone.zone()).toBeNull();
    expect(clock.timeZone()).toBe('UTC');
  });

  it('is forgotten when another person signs in, or the same person chooses a role (which may set up a business)', () => {
    zone.keep('America/Sao_Paulo');
    signIn(leader);
    expect(zone.zone()).toBeNull();
    zone.keep('America/Sao_Paulo');
    signIn({ ...leader, user: { ...leader.user, role: 'default' } });
    expect(zone.zone()).toBeNull();
  });

  it('stays when the same session is saved again (its activation, a new token)', () => {
    zone.keep('America/Sao_Paulo');
    signIn({ ...owner, token: 'another-token' });
    expect(zone.zone()).toBe('America/Sao_Paulo');
  });

  it('keeps nothing with no one signed in', () => {
    sessions.clear();
    zone.keep('America/Sao_Paulo');
    expect(zone.zone()).toBeNull();
  });
});

describe("SessionTimeZone: the zone kept in the session's cache, for the next page load", () => {
  it('answers the zone at once after a reload of the same session', () => {
    const cache = new MemoryCache();
    new SessionTimeZone(sessions, cache).keep('America/Sao_Paulo');
    const reloaded = new SessionTimeZone(new MemorySessionStore(owner), cache);
    expect(reloaded.zone()).toBe('America/Sao_Paulo');
    expect(new BusinessZoneClock(reloaded, device).timeZone()).toBe('America/Sao_Paulo');
  });

  it("answers nothing for another person, another business or another role: each finds its own", () => {
    const cache = new MemoryCache();
    new SessionTimeZone(sessions, cache).keep('America/Sao_Paulo');
    expect(new SessionTimeZone(new MemorySessionStore(leader), cache).zone()).toBeNull();
    expect(new SessionTimeZone(new MemorySessionStore({ ...owner, user: { ...owner.user, role: 'default' } }), cache).zone()).toBeNull();
    expect(new SessionTimeZone(new MemorySessionStore(null), cache).zone()).toBeNull();
  });

  it('is not read back once the session has changed in this page', () => {
    const cache = new MemoryCache();
    const kept = new SessionTimeZone(sessions, cache);
    kept.keep('America/Sao_Paulo');
    sessions.save(leader);
    expect(kept.zone()).toBeNull();
    kept.keep('Asia/Tokyo');
    expect(new SessionTimeZone(new MemorySessionStore(leader), cache).zone()).toBe('Asia/Tokyo');
  });

  it('ignores a record it cannot read', () => {
    const cache = new MemoryCache();
    cache.write('business-time-zone', { zone: 42 }, cacheScopeOf(owner.user));
    expect(new SessionTimeZone(sessions, cache).zone()).toBeNull();
  });
});
