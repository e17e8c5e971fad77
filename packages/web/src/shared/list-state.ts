// A list searched and paged in memory: the query filters with core's accent-insensitive search,
// and the page is clamped to what exists.
import { matchesQuery } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';

export class ListState<T> {
  items: readonly T[] = [];
  query = '';
  page = 1;

  constructor(
    private readonly searchable: (item: T) => ReadonlyArray<string | null | undefined>,
    readonly pageSize: number,
  ) {
    makeAutoObservable<ListState<T>, 'searchable'>(this, { searchable: false });
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

  get filtered(): readonly T[] {
    return this.query.trim() ? this.items.filter((item) => matchesQuery(this.searchable(item), this.query)) : this.items;
  }

  get pageCount(): number {
    return Math.ceil(this.filtered.length / this.pageSize);
  }

  get pageItems(): readonly T[] {
    const start = (this.page - 1) * this.pageSize;
    return this.filtered.slice(start, start + this.pageSize);
  }
}
