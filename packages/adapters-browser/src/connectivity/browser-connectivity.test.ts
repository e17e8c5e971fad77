import { describe, expect, it } from 'vitest';
import { BrowserConnectivity, type ConnectivitySource } from './browser-connectivity';

/** A window whose network the test plugs and unplugs. */
class FakeWindow extends EventTarget implements ConnectivitySource {
  readonly navigator = { onLine: true };
  set(online: boolean): void {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}

describe('BrowserConnectivity', () => {
  it('says whether the device is online, from navigator.onLine', () => {
    const window = new FakeWindow();
    const connectivity = new BrowserConnectivity(window);
    expect(connectivity.isOnline()).toBe(true);
    window.navigator.onLine = false;
    expect(connectivity.isOnline()).toBe(false);
  });

  it('tells every change until the listener stops listening', () => {
    const window = new FakeWindow();
    const connectivity = new BrowserConnectivity(window);
    const heard: boolean[] = [];
    const stop = connectivity.onChange((online) => heard.push(online));
    window.set(false);
    window.set(true);
    stop();
    window.set(false);
    expect(heard).toEqual([false, true]);
  });

  it('keeps listeners apart', () => {
    const window = new FakeWindow();
    const connectivity = new BrowserConnectivity(window);
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopFirst = connectivity.onChange((online) => first.push(online));
    connectivity.onChange((online) => second.push(online));
    stopFirst();
    window.set(false);
    expect(first).toEqual([]);
    expect(second).toEqual([false]);
  });

  it('counts as online where the browser does not say, or there is no window', () => {
    expect(new BrowserConnectivity({ navigator: {}, addEventListener: () => undefined, removeEventListener: () => undefined }).isOnline()).toBe(true);
    const headless = new BrowserConnectivity(null);
    expect(headless.isOnline()).toBe(true);
    expect(() => headless.onChange(() => undefined)()).not.toThrow();
  });
});
