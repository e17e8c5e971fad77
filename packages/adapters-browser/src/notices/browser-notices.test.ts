import { describe, expect, it } from 'vitest';
import { BrowserNotices, type NoticesHost } from './browser-notices';

/** A browser's Notification as a test drives it: its permission, what the prompt answers, the notices made. */
function browser(permission: string, answer = 'granted', { throws = false, callbackOnly = false } = {}) {
  const made: { title: string; options: { body: string; tag: string } }[] = [];
  const byWorker: typeof made = [];
  let asked = 0;
  const Notification = class {
    static permission = permission;
    static requestPermission(callback?: (p: string) => void) {
      asked += 1;
      Notification.permission = answer;
      if (callbackOnly) {
        callback?.(answer);
        return undefined;
      }
      return Promise.resolve(answer);
    }
    constructor(title: string, options: { body: string; tag: string }) {
      if (throws) throw new TypeError('Illegal constructor');
      made.push({ title, options });
    }
  };
  const host: NoticesHost = {
    Notification,
    navigator: { serviceWorker: { ready: Promise.resolve({ showNotification: async (title: string, options: { body: string; tag: string }) => void byWorker.push({ title, options }) }) } },
  };
  return { host, made, byWorker, asked: () => asked };
}

describe('BrowserNotices', () => {
  it('reads the permission, and says unsupported where the browser has no notifications', () => {
    expect(new BrowserNotices(browser('granted').host).permission()).toBe('granted');
    expect(new BrowserNotices(browser('denied').host).permission()).toBe('denied');
    expect(new BrowserNotices(browser('default').host).permission()).toBe('default');
    expect(new BrowserNotices({}).permission()).toBe('unsupported');
    expect(new BrowserNotices(null).permission()).toBe('unsupported');
  });

  it('asks only when told, and answers what the person chose (a promise, or an older callback)', async () => {
    const b = browser('default', 'denied');
    const notices = new BrowserNotices(b.host);
    expect(b.asked()).toBe(0);
    expect(await notices.ask()).toBe('denied');
    expect(b.asked()).toBe(1);
    expect(await new BrowserNotices(browser('default', 'granted', { callbackOnly: true }).host).ask()).toBe('granted');
    expect(await new BrowserNotices({}).ask()).toBe('unsupported');
  });

  it('shows a notification with its text and tag only while allowed', () => {
    const allowed = browser('granted');
    new BrowserNotices(allowed.host).show({ title: 'Late: Ana', body: 'Booked 09:00', tag: 't1' });
    expect(allowed.made).toEqual([{ title: 'Late: Ana', options: { body: 'Booked 09:00', tag: 't1' } }]);
    const refused = browser('denied');
    new BrowserNotices(refused.host).show({ title: 'Late: Ana', body: '', tag: 't1' });
    expect(refused.made).toEqual([]);
  });

  it('has the service worker show it where the page may not (Chrome on Android)', async () => {
    const android = browser('granted', 'granted', { throws: true });
    new BrowserNotices(android.host).show({ title: 'Late: Ana', body: 'Booked 09:00', tag: 't1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(android.byWorker).toEqual([{ title: 'Late: Ana', options: { body: 'Booked 09:00', tag: 't1' } }]);
  });
});
