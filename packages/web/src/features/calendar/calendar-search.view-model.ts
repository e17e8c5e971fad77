// The calendar's client search: from 3 characters, the clients whose name, address, e-mail or
// phone match (case and accents ignored), with their team and leader, 5 a page (the spec's
// "calendar entries").
import type { CalendarClient } from '@fieldteam/core';
import { makeAutoObservable, reaction } from 'mobx';
import { ListState } from '../../shared/list-state';
import type { CalendarRecords } from './calendar-records';

/** Search results and their pages: the spec's "calendar entries", 5 a page. */
const CALENDAR_SEARCH_PAGE_SIZE = 5;
/** The search starts when the text is longer than 2 characters. */
const CALENDAR_SEARCH_MIN_LENGTH = 3;

export class CalendarSearchViewModel {
  readonly search = new ListState<CalendarClient>(
    (r) => [r.client.name, r.client.address?.description, r.client.email, r.client.phone],
    CALENDAR_SEARCH_PAGE_SIZE,
  );

  constructor(calendar: CalendarRecords) {
    makeAutoObservable(this);
    // The search follows the calendar's records (loaded, and reloaded after a finish). Both live
    // as long as the screen, so the reaction needs no disposal.
    reaction(
      () => calendar.records,
      (records) => this.search.setItems(records),
      { fireImmediately: true },
    );
  }

  setQuery(query: string): void {
    this.search.setQuery(query);
  }

  get searchActive(): boolean {
    return this.search.query.trim().length >= CALENDAR_SEARCH_MIN_LENGTH;
  }

  get searchResults(): readonly CalendarClient[] {
    return this.searchActive ? this.search.pageItems : [];
  }

  get searchCount(): number {
    return this.searchActive ? this.search.filtered.length : 0;
  }
}
