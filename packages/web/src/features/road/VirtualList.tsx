// A long list of the road drawn in windows with TanStack Virtual (WindowedList.tsx says what is
// kept: the list's name, its items' places and length, the focused item), scrolled by the page or
// by its dialog. Its own chunk, loaded only for a long list.
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { WindowedListProps } from './WindowedList';

/** Items drawn beyond each end of what is on screen, so that the Tab key finds the next one there. */
const OVERSCAN = 6;

export default function VirtualList<T>(props: WindowedListProps<T>) {
  return props.scrollContainer ? <ListInElement {...props} scrollContainer={props.scrollContainer} /> : <ListInPage {...props} />;
}

/** The list's top within what scrolls it, followed as what is above it grows or shrinks (alerts, the route's line). */
function useOffsetTop(listRef: RefObject<HTMLElement | null>, within: () => HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const scroller = within();
      const listTop = list.getBoundingClientRect().top;
      setTop(scroller ? listTop - scroller.getBoundingClientRect().top + scroller.scrollTop : listTop + window.scrollY);
    };
    measure();
    const Observer = window.ResizeObserver;
    if (!Observer) return;
    // Laid out just now when the observer reports: reading positions there costs no layout of its own.
    const observer = new Observer(measure);
    observer.observe(within() ?? document.body);
    return () => observer.disconnect();
  }, [listRef, within]);
  return top;
}

function ListInPage<T>(props: WindowedListProps<T>) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const page = useCallback(() => null, []);
  const top = useOffsetTop(listRef, page);
  const [focused, setFocused] = useState<number | null>(null);
  const virtualizer = useWindowVirtualizer({
    count: props.items.length,
    estimateSize: () => props.estimateSize,
    overscan: OVERSCAN,
    gap: props.gap,
    scrollMargin: top,
    getItemKey: (index) => props.itemKey(props.items[index]!),
    rangeExtractor: keepFocused(focused),
  });
  return <WindowedItems {...props} listRef={listRef} virtualizer={virtualizer} onFocusItem={setFocused} />;
}

function ListInElement<T>(props: WindowedListProps<T> & { readonly scrollContainer: (list: HTMLElement) => HTMLElement | null }) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const { scrollContainer } = props;
  const scroller = useCallback(() => (listRef.current ? scrollContainer(listRef.current) : null), [scrollContainer]);
  const top = useOffsetTop(listRef, scroller);
  const [focused, setFocused] = useState<number | null>(null);
  const virtualizer = useVirtualizer({
    count: props.items.length,
    getScrollElement: scroller,
    estimateSize: () => props.estimateSize,
    overscan: OVERSCAN,
    gap: props.gap,
    scrollMargin: top,
    getItemKey: (index) => props.itemKey(props.items[index]!),
    rangeExtractor: keepFocused(focused),
  });
  return <WindowedItems {...props} listRef={listRef} virtualizer={virtualizer} onFocusItem={setFocused} />;
}

/** The items in the window, and the focused one wherever it is (it must not leave the page while focused). */
const keepFocused =
  (focused: number | null) =>
  (range: Range): number[] => {
    const indexes = defaultRangeExtractor(range);
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  };

function WindowedItems<T>({
  items,
  itemKey,
  renderItem,
  ordered,
  className,
  itemClassName,
  label,
  listRef,
  virtualizer,
  onFocusItem,
}: WindowedListProps<T> & {
  readonly listRef: RefObject<(HTMLOListElement & HTMLUListElement) | null>;
  readonly virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  readonly onFocusItem: (index: number | null) => void;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List ref={listRef} className={`${className} ${className}--windowed`} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index]!;
        return (
          <li
            key={itemKey(item)}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={itemClassName}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            onFocus={() => onFocusItem(row.index)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusItem(null);
            }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </List>
  );
}
