// The device's notices as the browser shows them (the Notification API). The permission is asked
// only through ask(), which the screen calls from the person's click: browsers ignore or block a
// prompt that no gesture asked for. Where the page may not make notifications itself (Chrome on
// Android throws at `new Notification`), the service worker shows them when there is one.
import type { DeviceNotice, DeviceNotices, NoticePermission } from '@fieldteam/core';

interface NotificationConstructor {
  readonly permission: string;
  requestPermission(callback?: (permission: string) => void): Promise<string> | void;
  new (title: string, options: { body: string; tag: string }): unknown;
}

/** The part of `window` the adapter needs. */
export interface NoticesHost {
  readonly Notification?: NotificationConstructor;
  readonly navigator?: { readonly serviceWorker?: { readonly ready?: Promise<{ showNotification(title: string, options: { body: string; tag: string }): Promise<void> }> } };
}

const known = (permission: string): NoticePermission => (permission === 'granted' || permission === 'denied' ? permission : 'default');

export class BrowserNotices implements DeviceNotices {
  private readonly host: NoticesHost | null;

  /** `window` by default; without one (no browser) there are no notices. */
  constructor(host?: NoticesHost | null) {
    this.host = host === undefined ? (typeof window !== 'undefined' ? (window as unknown as NoticesHost) : null) : host;
  }

  permission(): NoticePermission {
    const api = this.host?.Notification;
    return api ? known(api.permission) : 'unsupported';
  }

  async ask(): Promise<NoticePermission> {
    const api = this.host?.Notification;
    if (!api) return 'unsupported';
    try {
      // Older Safari answers through a callback only.
      const answer = await new Promise<string>((resolve) => {
        const promise = api.requestPermission(resolve);
        if (promise) void promise.then(resolve, () => resolve(api.permission));
      });
      return known(answer);
    } catch {
      return this.permission();
    }
  }

  show(notice: DeviceNotice): void {
    const api = this.host?.Notification;
    if (!api || api.permission !== 'granted') return;
    const options = { body: notice.body, tag: notice.tag };
    try {
      new api(notice.title, options);
    } catch {
      void this.host?.navigator?.serviceWorker?.ready?.then((registration) => registration.showNotification(notice.title, options)).catch(() => undefined);
    }
  }
}
