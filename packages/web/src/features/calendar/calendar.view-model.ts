// /business-clients/dashboard/calendar: the screen's view-model, composing its panels over the
// one calendar they show: the month grid, the client search (more than 2 characters, clients with
// their team and leader), the day or client dialog with "Finalizar serviço", and the clashes filter.
import { makeAutoObservable } from 'mobx';
import type { CalendarClashesViewModel } from './calendar-clashes.view-model';
import type { CalendarDialogViewModel } from './calendar-dialog.view-model';
import type { CalendarRecords } from './calendar-records';
import type { CalendarSearchViewModel } from './calendar-search.view-model';
import type { MonthGridViewModel } from './month-grid.view-model';

export class CalendarViewModel {
  constructor(
    readonly calendar: CalendarRecords,
    readonly month: MonthGridViewModel,
    readonly search: CalendarSearchViewModel,
    readonly dialog: CalendarDialogViewModel,
    readonly clashes: CalendarClashesViewModel,
  ) {
    makeAutoObservable<CalendarViewModel>(this, { calendar: false, month: false, search: false, dialog: false, clashes: false });
  }

  get loading(): boolean {
    return this.calendar.loading;
  }

  load(): Promise<void> {
    return this.calendar.load();
  }
}
