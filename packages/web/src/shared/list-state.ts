// A list searched and paged in memory; only the current page is rendered. The search text of every
// item is normalised once per list (a prepared index), so a keystroke over 10,000 clients is a pass
// of substring tests, not 10,000 normalisations. The index is built in idle time, in slices, as
// soon as the items arrive: neither the list's first render nor the first keystroke pays for it
// (a keystroke that comes before it is done finishes it and answers the same). A keystroke that
// adds to the query searches only the previous matches.
import { normalizeForSearch } from '@fieldteam/core';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { whenIdle, type IdleDeadline, type IdleScheduler } from './idle';

/** Items prepared between two looks at the idle deadline. */
const SLICE = 50;

export class ListState<T> {
  items: readonly T[] = [];
  query = '';
  page = 1;
  /** The normalised search text of items[0 .. prepared.length), for the current items. */
  private prepared: string[] = [];
  private cancelPreparing: (() => void) | null = null;
  /** The last search's matches (indexes into items), which the next keystroke narrows. */
  private lastSearch: { items: readonly T[]; query: string; found: readonly number[] } | null = null;

  constructor(
    private readonly searchable: (item: T) => ReadonlyArray<string | null | undefined>,
    readonly pageSize: number,
    private readonly idle: IdleScheduler = whenIdle,
  ) {
    makeObservable(this, {
      items: observableRef,
      query: observable,
      page: observable,
      filtered: computed,
      pageCount: computed,
      pageItems: computed,
      setItems: action,
      setQuery: action,
      setPage: action,
    });
  }

  setItems(items: readonly T[]): void {
    this.items = items;
    this.prepareInIdleTime(); // before anything below reads the search
    this.page = Math.min(this.page, Math.max(1, this.pageCount));
  }

  setQuery(query: string): void {
    this.query = query;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), Math.max(1, this.pageCount));
  }

  /** Whether the search index covers every item (for tests and benchmarks). */
  get indexReady(): boolean {
    return this.prepared.length === this.items.length;
  }

  /** Stops preparing the index (the screen is gone). */
  dispose(): void {
    this.cancelPreparing?.();
    this.cancelPreparing = null;
  }

  get filtered(): readonly T[] {
    const query = normalizeForSearch(this.query);
    const words = query.split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.items;
    const items = this.items;
    const index = this.index();
    const matches = (i: number) => words.every((word) => index[i]!.includes(word));
    // Typing on only narrows the search (each word is the same or longer, or a word is added):
    // look only among the previous matches.
    const last = this.lastSearch;
    const found: number[] = [];
    if (last && last.items === items && query.startsWith(last.query)) {
      for (const i of last.found) if (matches(i)) found.push(i);
    } else {
      for (let i = 0; i < items.length; i += 1) if (matches(i)) found.push(i);
    }
    this.lastSearch = { items, query, found };
    return found.map((i) => items[i]!);
  }

  get pageCount(): number {
    return Math.ceil(this.filtered.length / this.pageSize);
  }

  get pageItems(): readonly T[] {
    const start = (this.page - 1) * this.pageSize;
    return this.filtered.slice(start, start + this.pageSize);
  }

  private textOf(item: T): string {
    return normalizeForSearch(this.searchable(item).filter(Boolean).join(' \u0000 '));
  }

  private prepareInIdleTime(): void {
    this.dispose();
    this.prepared = [];
    this.lastSearch = null;
    const items = this.items;
    const step = (deadline: IdleDeadline) => {
      if (items !== this.items) return;
      do {
        const end = Math.min(items.length, this.prepared.length + SLICE);
        for (let i = this.prepared.length; i < end; i += 1) this.prepared.push(this.textOf(items[i]!));
      } while (this.prepared.length < items.length && deadline.timeRemaining() > 1);
      this.cancelPreparing = this.prepared.length < items.length ? this.idle(step) : null;
    };
    if (items.length > 0) this.cancelPreparing = this.idle(step);
  }

  /** The index, finished now when idle time has not finished it yet. */
  private index(): readonly string[] {
    if (this.prepared.length < this.items.length) {
      for (let i = this.prepared.length; i < this.items.length; i += 1) this.prepared.push(this.textOf(this.items[i]!));
      this.dispose();
    }
    return this.prepared;
  }
}
