// The calendar context: the calendar screen's panels over the one calendar they show.
import { FinishVisitFromCalendar, LoadCalendar } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { CalendarClashesViewModel } from '../features/calendar/calendar-clashes.view-model';
import { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import { firstDayOfWeek } from '../features/calendar/calendar-month';
import { CalendarRecords } from '../features/calendar/calendar-records';
import { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadCalendar, [T.businessData, T.sessionStore]);
  bindClass(bind, FinishVisitFromCalendar, [T.visitsApi, T.sessionStore]);

  // The panels share the screen's calendar and month (request scope: one per screen).
  bindClass(bind, CalendarRecords, [LoadCalendar, T.clock]).inRequestScope();
  bind(MonthGridViewModel)
    .toResolvedValue((calendar: CalendarRecords, language: string) => new MonthGridViewModel(calendar, firstDayOfWeek(language)), [CalendarRecords, T.language])
    .inRequestScope();
  bindClass(bind, CalendarSearchViewModel, [CalendarRecords]);
  bindClass(bind, CalendarDialogViewModel, [CalendarRecords, MonthGridViewModel, FinishVisitFromCalendar, Notifier]);
  bindClass(bind, CalendarClashesViewModel, [CalendarRecords]);
  bindClass(bind, CalendarViewModel, [CalendarRecords, MonthGridViewModel, CalendarSearchViewModel, CalendarDialogViewModel, CalendarClashesViewModel]);
});
