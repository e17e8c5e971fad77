// The road's long lists (the visiting order, the services dialog's cards), drawn in windows: a day
// of hundreds of stops puts only what is on screen (and a few items either side) in the page, with
// TanStack Virtual; a short day is drawn whole. Either way a list item stays a listitem of one named
// list, tells its place and the list's length (aria-posinset, aria-setsize) and keeps its key, so
// screen readers hear "3 of 500" and a focused item stays in the page while it is focused. The
// virtualiser is loaded only for a long list, in its own chunk (VirtualList.tsx): the road's
// JavaScript budget has no room for it on every visit.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type VirtualList from './VirtualList';

/** From this many items, a list is drawn in windows (about two phone screens of stops). */
export const WINDOWED_FROM = 40;
/** Items drawn while the virtualiser's chunk loads: a phone screen of stops, no more to draw again. */
const FIRST_ITEMS = 12;

export interface WindowedListProps<T> {
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  /** The content of the item's <li>. */
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly ordered?: boolean;
  readonly className: string;
  readonly itemClassName?: string;
  readonly label?: string;
  /** An item's height before it is measured, and the space between items (px). */
  readonly estimateSize: number;
  readonly gap: number;
  /** The element that scrolls the list, found from the list (its dialog); the page by default. */
  readonly scrollContainer?: (list: HTMLElement) => HTMLElement | null;
}

type VirtualListComponent = typeof VirtualList;
/** The virtualiser's list once its chunk is here. */
let loadedVirtualList: VirtualListComponent | null = null;
// The virtualiser's own chunk is asked for beside the list's: asked for by the list's chunk once it
// ran, it came a round trip later, and the list was drawn twice, first whole, then in its window.
const loadVirtualList = () =>
  Promise.all([import('./VirtualList'), import('@tanstack/react-virtual')]).then(([module]) => (loadedVirtualList = module.default));
const LazyVirtualList = lazy(() => loadVirtualList().then((component) => ({ default: component })));

/**
 * Fetches the virtualiser's chunk ahead of a long list (the road screen, once its day is known to
 * be long, while the visiting order is worked out), so that the list is drawn in its window as
 * soon as it can be; until then its first items are drawn.
 */
export function preloadWindowedList(): void {
  loadVirtualList().catch(() => undefined); // the list loads it again when it needs it
}

export function WindowedList<T>(props: WindowedListProps<T>) {
  if (props.items.length < WINDOWED_FROM) return <WholeList {...props} />;
  return <Windowed {...(props as WindowedListProps<unknown>)} />;
}

function Windowed(props: WindowedListProps<unknown>) {
  // Chosen once for the list's life: a list drawn while the chunk was loading keeps its lazy one.
  const [List] = useState(() => loadedVirtualList ?? LazyVirtualList);
  // While the virtualiser's chunk loads (at once from the device's cache), the first items.
  return (
    <Suspense fallback={<WholeList {...props} shown={FIRST_ITEMS} />}>
      <List {...props} />
    </Suspense>
  );
}

function WholeList<T>({ items, itemKey, renderItem, ordered, className, itemClassName, label, shown = items.length }: WindowedListProps<T> & { readonly shown?: number }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {items.slice(0, shown).map((item, index) => (
        <li key={itemKey(item)} className={itemClassName} aria-posinset={index + 1} aria-setsize={items.length}>
          {renderItem(item, index)}
        </li>
      ))}
    </List>
  );
}
