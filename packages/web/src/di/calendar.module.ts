// The calendar context: the calendar screen's panels over the one calendar they show, and its
// tools: move a day (its journal kept on the device, so that a move resumes after a reload: bound
// in the shell, which a sign-out needs), the team load and the day sheet.
import { FinishVisitFromCalendar, LoadBusinessHours, LoadCalendar, LoadCapacityReserve, LoadDayBoard, LoadDaySheet, LoadStartedVisits, LoadTeamLoad, PlanDayMove, RunDayMove, SaveCapacityReserve } from '@fieldteam/core';
import { CalendarClashesViewModel } from '../features/calendar/calendar-clashes.view-model';
import { CalendarDialogViewModel } from '../features/calendar/calendar-dialog.view-model';
import { firstDayOfWeek } from '../features/calendar/calendar-month';
import { CalendarRecords } from '../features/calendar/calendar-records';
import { CalendarSearchViewModel } from '../features/calendar/calendar-search.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { DaySheetViewModel } from '../features/calendar/day-sheet.view-model';
import { MonthGridViewModel } from '../features/calendar/month-grid.view-model';
import { MoveDayViewModel } from '../features/calendar/move-day.view-model';
import { TeamLoadViewModel } from '../features/calendar/team-load.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { contextModule } from './context-module';
import businessData from './shared/business-data.module';
import capacityReserve from './shared/capacity-reserve.module';
import clientsApi from './shared/clients-api.module';
import clock from './shared/clock.module';
import company from './shared/company.module';
import dayBoard from './shared/day-board.module';
import shownZones from './shared/shown-zones.module';
import visitsApi from './shared/visits-api.module';
import startedVisits from './shared/started-visits.module';
import { TOKENS as T } from './tokens';

export default contextModule([businessData, dayBoard, visitsApi, clientsApi, company, clock, capacityReserve, shownZones, startedVisits], ({ bind }) => {
  bindClass(bind, LoadCalendar, [T.calendarData, T.sessionStore]);
  bindClass(bind, FinishVisitFromCalendar, [T.visitsApi, T.sessionStore]);

  // The panels share the screen's calendar and month (request scope: one per screen).
  // Today's visits in progress are marked from the reports' open reports (started on any phone).
  bindClass(bind, CalendarRecords, [LoadCalendar, T.clock, LoadStartedVisits]).inRequestScope();
  bind(MonthGridViewModel)
    .toResolvedValue((calendar: CalendarRecords, language: string) => new MonthGridViewModel(calendar, firstDayOfWeek(language)), [CalendarRecords, T.language])
    .inRequestScope();
  bindClass(bind, CalendarSearchViewModel, [CalendarRecords]);
  bindClass(bind, CalendarDialogViewModel, [CalendarRecords, MonthGridViewModel, FinishVisitFromCalendar, Notifier]);
  bindClass(bind, CalendarClashesViewModel, [CalendarRecords]);
  bindClass(bind, CalendarViewModel, [CalendarRecords, MonthGridViewModel, CalendarSearchViewModel, CalendarDialogViewModel, CalendarClashesViewModel]);

  bindClass(bind, PlanDayMove, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, RunDayMove, [T.clientsApi, T.sessionStore, T.dayMoveJournal]).inSingletonScope();
  bindClass(bind, MoveDayViewModel, [LoadDayBoard, LoadBusinessHours, PlanDayMove, RunDayMove, T.clock, LoadCapacityReserve]);
  bindClass(bind, LoadTeamLoad, [T.calendarData, LoadBusinessHours, T.sessionStore]);
  bindClass(bind, TeamLoadViewModel, [LoadTeamLoad, T.clock, LoadCapacityReserve, SaveCapacityReserve]);
  bindClass(bind, LoadDaySheet, [T.calendarData, T.sessionStore]);
  bindClass(bind, DaySheetViewModel, [LoadDayBoard, LoadDaySheet, T.clock]);
});
