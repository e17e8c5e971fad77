import { describe, expect, it } from 'vitest';
import { WelcomePerson } from './welcome-person.use-case';
import type { WelcomedPeople } from './welcomed-people.port';

/** What a device remembers, shared by the page loads of a test. */
class DeviceMemory implements WelcomedPeople {
  readonly ids = new Set<string>();
  has = (id: string) => this.ids.has(id);
  add = (id: string) => void this.ids.add(id);
}

describe('WelcomePerson', () => {
  it('welcomes a person the first time this device shows their dashboard, and welcomes them back on a later page load', () => {
    const device = new DeviceMemory();
    expect(new WelcomePerson(device).execute('u1')).toBe('first');
    expect(device.ids).toEqual(new Set(['u1']));
    expect(new WelcomePerson(device).execute('u1')).toBe('again');
  });

  it('keeps the same greeting while the app runs (a screen drawn twice, or opened again)', () => {
    const welcome = new WelcomePerson(new DeviceMemory());
    expect(welcome.execute('u1')).toBe('first');
    expect(welcome.execute('u1')).toBe('first');
  });

  it('welcomes each person of a shared device on their own first visit', () => {
    const device = new DeviceMemory();
    expect(new WelcomePerson(device).execute('u1')).toBe('first');
    const later = new WelcomePerson(device);
    expect(later.execute('u2')).toBe('first');
    expect(later.execute('u1')).toBe('again');
  });
});
