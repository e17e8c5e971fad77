import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WINDOWED_FROM, WindowedList } from './WindowedList';

const ITEM_PX = 64;
const names = (count: number) => Array.from({ length: count }, (_, i) => `Client ${i + 1}`);

function Stops({ items }: { items: string[] }) {
  return (
    <WindowedList
      ordered
      className="stops"
      label="Visiting order"
      items={items}
      itemKey={(name) => name}
      estimateSize={ITEM_PX}
      gap={0}
      renderItem={(name, index) => (
        <button type="button">
          {index + 1}. {name}
        </button>
      )}
    />
  );
}

const items = () => within(screen.getByRole('list', { name: 'Visiting order' })).queryAllByRole('listitem');
/** Once the virtualiser (its own chunk) has loaded and drawn the list. */
const windowed = () => vi.waitFor(() => expect(document.querySelector('.stops--windowed')).not.toBeNull());

beforeEach(() => {
  // jsdom lays nothing out: every item is 64 px high, and the page shows 800 px of it.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === 'LI' ? ITEM_PX : 0;
    return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 300, width: 300, height, toJSON: () => ({}) } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? ITEM_PX : 0;
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('WindowedList', () => {
  it('draws a short list whole, each item saying its place and the list’s length', () => {
    render(<Stops items={names(WINDOWED_FROM - 1)} />);
    expect(items()).toHaveLength(WINDOWED_FROM - 1);
    expect(items()[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(items()[0]!.getAttribute('aria-setsize')).toBe(String(WINDOWED_FROM - 1));
  });

  it('draws a long list in a window: what the page shows and a few either side, one named list of list items', async () => {
    render(<Stops items={names(500)} />);
    // Until the virtualiser is there, the first items, the list's length said.
    expect(items()).toHaveLength(12);
    expect(items()[0]!.getAttribute('aria-setsize')).toBe('500');
    await windowed();
    const shown = items();
    expect(shown.length).toBeGreaterThanOrEqual(800 / ITEM_PX);
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(shown.every((item) => item.getAttribute('aria-setsize') === '500')).toBe(true);
    expect(shown[0]!.textContent).toBe('1. Client 1');
    // As tall as the whole list, so that the page scrolls as far as it would.
    expect(screen.getByRole('list', { name: 'Visiting order' }).style.height).toBe(`${500 * ITEM_PX}px`);
  });

  it('follows the page as it scrolls', async () => {
    render(<Stops items={names(500)} />);
    await windowed();
    await act(async () => {
      window.scrollY = 300 * ITEM_PX;
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const positions = items().map((item) => Number(item.getAttribute('aria-posinset')));
    expect(positions).toContain(301);
    expect(positions).not.toContain(1);
  });

  it('keeps a focused item in the page when it scrolls out of the window', async () => {
    render(<Stops items={names(500)} />);
    await windowed();
    const third = screen.getByRole('button', { name: '3. Client 3' });
    act(() => third.focus());
    await act(async () => {
      window.scrollY = 300 * ITEM_PX;
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(items().map((item) => Number(item.getAttribute('aria-posinset')))).toContain(3);
    expect(document.activeElement).toBe(third);
  });
});
