// A list searched and paged in memory. The search text of every item is normalised once when the
// items arrive (a prepared index), so a keystroke over 10,000 clients is a pass of substring
// tests, not 10,000 normalisations; only the current page is rendered.
import { normalizeForSearch } from '@fieldteam/core';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';

export class ListState<T> {
  items: readonly T[] = [];
  query = '';
  page = 1;

  constructor(
    private readonly searchable: (item: T) => ReadonlyArray<string | null | undefined>,
    readonly pageSize: number,
  ) {
    makeObservable<ListState<T>, 'index'>(this, {
      items: observableRef,
      query: observable,
      page: observable,
      // Kept while the list lives, even between renders: the index is rebuilt only when the items change.
      index: computed({ keepAlive: true }),
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
    this.page = Math.min(this.page, Math.max(1, this.pageCount));
  }

  setQuery(query: string): void {
    this.query = query;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), Math.max(1, this.pageCount));
  }

  /** Each item's searchable text, normalised (case and accents dropped) once per list. */
  private get index(): readonly string[] {
    return this.items.map((item) => normalizeForSearch(this.searchable(item).filter(Boolean).join(' \u0000 ')));
  }

  get filtered(): readonly T[] {
    const words = normalizeForSearch(this.query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.items;
    const index = this.index;
    return this.items.filter((_, i) => words.every((word) => index[i]!.includes(word)));
  }

  get pageCount(): number {
    return Math.ceil(this.filtered.length / this.pageSize);
  }

  get pageItems(): readonly T[] {
    const start = (this.page - 1) * this.pageSize;
    return this.filtered.slice(start, start + this.pageSize);
  }
}
