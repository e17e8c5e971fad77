import { describe, expect, it } from 'vitest';
import { MemoryDeviceNotices } from '../testing/memory-device-notices';
import type { VisitMark } from './day-board.rules';
import { MarkNotices } from './mark-notices.service';

const mark = (visitId: string, kind: VisitMark['kind'] = 'late'): VisitMark => ({ kind, visitId, clientId: `c-${visitId}`, clientName: `Client ${visitId}`, teamName: null, minute: 540, minutes: 11, startedAtMs: null, serviceMinutes: null });
const words = (m: VisitMark) => ({ title: `${m.kind} ${m.clientName}`, body: `${m.minutes} min` });

describe('MarkNotices', () => {
  it('tells of each visit and kind once, never again while it stays marked, and of the same visit running over later', () => {
    const device = new MemoryDeviceNotices('granted');
    const notices = new MarkNotices(device);
    expect(notices.follow([], words, false)).toEqual([]);
    notices.follow([mark('v1'), mark('v2')], words, true);
    notices.follow([mark('v1'), mark('v2')], words, true);
    notices.follow([mark('v2'), mark('v1', 'over')], words, true);
    expect(device.shown).toEqual([
      { title: 'late Client v1', body: '11 min', tag: 'fieldteam-late:v1' },
      { title: 'late Client v2', body: '11 min', tag: 'fieldteam-late:v2' },
      { title: 'over Client v1', body: '11 min', tag: 'fieldteam-over:v1' },
    ]);
  });

  it('does not tell of the marks of the first drawing, which the owner sees on the screen', () => {
    const device = new MemoryDeviceNotices('granted');
    const notices = new MarkNotices(device);
    notices.follow([mark('v1')], words, false);
    notices.follow([mark('v1'), mark('v2')], words, true);
    expect(device.shown.map((n) => n.tag)).toEqual(['fieldteam-late:v2']);
  });

  it('shows nothing while notices are refused or not allowed yet, and after they are allowed only what is new', async () => {
    const refused = new MemoryDeviceNotices('denied');
    new MarkNotices(refused).follow([mark('v1')], words, true);
    expect(refused.shown).toEqual([]);

    const device = new MemoryDeviceNotices('default', 'granted');
    const notices = new MarkNotices(device);
    notices.follow([mark('v1')], words, true);
    expect(device.shown).toEqual([]);
    expect(await notices.ask()).toBe('granted');
    notices.follow([mark('v1'), mark('v2')], words, true);
    expect(device.shown.map((n) => n.tag)).toEqual(['fieldteam-late:v2']);
  });

  it('asks the device only when asked, and says what the person answered', async () => {
    const device = new MemoryDeviceNotices('default', 'denied');
    const notices = new MarkNotices(device);
    expect(notices.permission()).toBe('default');
    expect(device.asked).toBe(0);
    expect(await notices.ask()).toBe('denied');
    expect(notices.permission()).toBe('denied');
  });
});
