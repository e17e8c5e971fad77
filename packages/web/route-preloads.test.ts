// @vitest-environment jsdom
// The inline script the build writes into index.html (route-preloads.ts), run in a page: the
// links of the opened route and of each navigation, each file once, a handful a task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScript, type RoutePreloads } from './route-preloads';

const files = Array.from({ length: 20 }, (_, i) => `assets/chunk-${i}.js`);
const preloads: RoutePreloads = {
  files: [...files, 'assets/Clients.css', 'assets/common-en.js', 'assets/common-pt.js', 'assets/clients-en.js', 'assets/tz.js'],
  entry: [0, 1],
  routes: { '/clients': [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], ['clients'], [20], []], '/road': [[2, 13, 14], [], [], [24]] },
  texts: { 'en/common': 21, 'pt-BR/common': 22, 'en/clients': 23, 'en/validation': 21 },
};

const linked = () => Array.from(document.head.querySelectorAll('link'), (link) => `${link.rel} ${link.getAttribute('href')}`);

function openPage(path: string) {
  window.history.replaceState(null, '', path);
  new Function(preloadScript(preloads, '/'))();
}

describe('the route preloads script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("adds a handful of links in the page's first task and the rest in the tasks after, the entry's first", () => {
    openPage('/clients');
    expect(linked()).toEqual(['modulepreload /assets/chunk-0.js', 'modulepreload /assets/chunk-1.js', ...[2, 3, 4, 5].map((i) => `modulepreload /assets/chunk-${i}.js`)]);
    vi.runAllTimers();
    expect(linked()).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `modulepreload /assets/chunk-${i}.js`),
      'stylesheet /assets/Clients.css',
      'modulepreload /assets/common-en.js',
      'modulepreload /assets/clients-en.js',
    ]);
  });

  it("starts the stored language's date formatting once, in a task of its own after the last link, not on a later navigation", () => {
    localStorage.setItem('fieldteam.language', 'pt-BR');
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    openPage('/road');
    expect(linked()).toHaveLength(6);
    expect(formats).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer(); // the last link
    expect(linked()).toHaveLength(7);
    expect(formats).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(formats).toHaveBeenCalledTimes(1);
    expect(formats).toHaveBeenCalledWith('pt-BR');
    (window as unknown as Record<string, (path: string) => void>).__fieldteamPreload!('/clients');
    vi.runAllTimers();
    expect(formats).toHaveBeenCalledTimes(1);
    formats.mockRestore();
  });

  it("follows the stored language's texts", () => {
    localStorage.setItem('fieldteam.language', 'pt-BR');
    openPage('/road');
    vi.runAllTimers();
    expect(linked()).toContain('modulepreload /assets/common-pt.js');
    expect(linked()).not.toContain('modulepreload /assets/common-en.js');
  });

  it('adds, on a navigation, only the next route’s files not linked already', () => {
    openPage('/road');
    vi.runAllTimers();
    const before = linked().length;
    (window as unknown as Record<string, (path: string) => void>).__fieldteamPreload!('/clients/');
    vi.runAllTimers();
    const added = linked().slice(before);
    expect(added).toContain('modulepreload /assets/chunk-11.js');
    expect(added).not.toContain('modulepreload /assets/chunk-2.js');
    expect(new Set(linked()).size).toBe(linked().length);
  });

  it("adds the zones' map for a page that waits for the business's zone, unless the session's zone is kept", () => {
    openPage('/road');
    vi.runAllTimers();
    expect(linked()).toContain('modulepreload /assets/tz.js');
    document.head.replaceChildren();
    localStorage.setItem('fieldteam.cache.business-time-zone', '{}');
    openPage('/road');
    vi.runAllTimers();
    expect(linked()).toContain('modulepreload /assets/chunk-13.js');
    expect(linked()).not.toContain('modulepreload /assets/tz.js');
  });
});
