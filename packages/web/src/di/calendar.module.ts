// The calendar context: its use cases, and the calendar screen's panels over the one calendar
// they show.
import { FinishVisitFromCalendar, LoadCalendar, type ClientsApi, type Clock, type SessionStore, type VisitsApi } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import { firstDayOfWeek } from '../features/calendar/calendar-month';
import { CalendarRecords } from '../features/calendar/calendar-records';
import { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const calendarModule = new ContainerModule(({ bind }) => {
  bind(T.loadCalendar).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new LoadCalendar(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.finishVisitFromCalendar).toResolvedValue((api: VisitsApi, sessions: SessionStore) => new FinishVisitFromCalendar(api, sessions), [T.visitsApi, T.sessionStore]);

  // The panels share the screen's calendar and month (request scope: one per resolution of the
  // screen's view-model).
  bind(T.calendarRecords)
    .toResolvedValue((load: LoadCalendar, clock: Clock) => new CalendarRecords(load, clock), [T.loadCalendar, T.clock])
    .inRequestScope();
  bind(T.monthGridVm)
    .toResolvedValue((calendar: CalendarRecords, language: LanguageViewModel) => new MonthGridViewModel(calendar, firstDayOfWeek(language.current)), [T.calendarRecords, T.language])
    .inRequestScope();
  bind(T.calendarSearchVm).toResolvedValue((calendar: CalendarRecords) => new CalendarSearchViewModel(calendar), [T.calendarRecords]);
  bind(T.calendarDialogVm).toResolvedValue(
    (calendar: CalendarRecords, month: MonthGridViewModel, finish: FinishVisitFromCalendar, notifier: Notifier) => new CalendarDialogViewModel(calendar, month, finish, notifier),
    [T.calendarRecords, T.monthGridVm, T.finishVisitFromCalendar, T.notifier],
  );
  bind(T.calendarVm).toResolvedValue(
    (calendar: CalendarRecords, month: MonthGridViewModel, search: CalendarSearchViewModel, dialog: CalendarDialogViewModel) => new CalendarViewModel(calendar, month, search, dialog),
    [T.calendarRecords, T.monthGridVm, T.calendarSearchVm, T.calendarDialogVm],
  );
});
