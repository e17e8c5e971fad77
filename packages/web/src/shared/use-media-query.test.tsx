import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, usePrinting } from './use-media-query';

function Probe({ query, fallback }: { query: string; fallback?: boolean }) {
  return <p>{useMediaQuery(query, fallback) ? 'matches' : 'does not match'}</p>;
}

/** A matchMedia whose answer the test sets, telling its listeners. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = { get matches() { return matches; }, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the query as the window changes, and stops listening when gone', () => {
    const media = fakeMatchMedia(false);
    const { container, unmount } = render(<Probe query="(min-width: 641px)" />);
    expect(container.textContent).toBe('does not match');
    act(() => media.set(true));
    expect(container.textContent).toBe('matches');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('gives the fallback where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(render(<Probe query="(min-width: 641px)" fallback />).container.textContent).toBe('matches');
  });
});

function PrintProbe() {
  return <p>{usePrinting() ? 'on paper' : 'on screen'}</p>;
}

describe('usePrinting', () => {
  it('is on from the browser’s beforeprint to its afterprint, drawn before the page is laid out for paper', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { container, unmount } = render(<PrintProbe />);
    expect(container.textContent).toBe('on screen');
    // No act(): the sheet must be drawn within the event itself (flushSync), as the browser lays the page out right after it.
    window.dispatchEvent(new Event('beforeprint'));
    expect(container.textContent).toBe('on paper');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(container.textContent).toBe('on screen');
    unmount();
  });

  it('follows the print media query (a page shown as printed)', () => {
    const media = fakeMatchMedia(false);
    const { container } = render(<PrintProbe />);
    expect(container.textContent).toBe('on screen');
    act(() => media.set(true));
    expect(container.textContent).toBe('on paper');
  });
});
