// Whether the device is online, for the road screen's offline-tolerant visits: navigator.onLine
// and the window's online/offline events. "Online" only means a network is attached; a request
// can still fail, and the visits' outbox treats an unreachable server as offline too.
import type { Connectivity } from '@fieldteam/core';

/** The part of `window` the adapter needs. */
export interface ConnectivitySource {
  readonly navigator: { readonly onLine?: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export class BrowserConnectivity implements Connectivity {
  private readonly source: ConnectivitySource | null;

  /** `window` by default; without one (no browser) the device counts as online. */
  constructor(source?: ConnectivitySource | null) {
    this.source = source === undefined ? (typeof window !== 'undefined' ? window : null) : source;
  }

  isOnline(): boolean {
    // Browsers that do not know say nothing; assume online and let requests tell.
    return this.source?.navigator.onLine ?? true;
  }

  onChange(listener: (online: boolean) => void): () => void {
    const source = this.source;
    if (!source) return () => undefined;
    const online = (): void => listener(true);
    const offline = (): void => listener(false);
    source.addEventListener('online', online);
    source.addEventListener('offline', offline);
    return () => {
      source.removeEventListener('online', online);
      source.removeEventListener('offline', offline);
    };
  }
}
