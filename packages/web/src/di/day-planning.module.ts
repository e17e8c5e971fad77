// The day's running: the live board, the calendar's day move, team load week and day sheet; the
// day move's journal is kept on the device so that a move resumes after a reload.
import { LocalStorageDayMoveJournal } from '@fieldteam/adapters-browser';
import { LoadBusinessHours, LoadDayBoard, LoadDaySheet, LoadTeamLoad, PlanDayMove, RunDayMove } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { LiveBoardViewModel } from '../features/board/live-board.view-model';
import { MoveDayViewModel } from '../features/calendar/move-day.view-model';
import { TeamLoadViewModel } from '../features/calendar/team-load.view-model';
import { DaySheetViewModel } from '../features/calendar/day-sheet.view-model';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadDayBoard, [T.businessData, T.sessionStore, T.clock, T.businessTimeZone]);
  bindClass(bind, PlanDayMove, [T.clientsApi, T.sessionStore, T.clock]);
  bindAdapter(bind, T.dayMoveJournal, LocalStorageDayMoveJournal, [T.storage, T.sessionStore]).inSingletonScope();
  bindClass(bind, RunDayMove, [T.clientsApi, T.sessionStore, T.dayMoveJournal]).inSingletonScope();

  bindClass(bind, MoveDayViewModel, [LoadDayBoard, LoadBusinessHours, PlanDayMove, RunDayMove, T.clock]);
  bindClass(bind, LoadTeamLoad, [T.businessData, LoadBusinessHours, T.sessionStore]);
  bindClass(bind, TeamLoadViewModel, [LoadTeamLoad, T.clock]);
  bindClass(bind, LoadDaySheet, [T.businessData, T.sessionStore]);
  bindClass(bind, DaySheetViewModel, [LoadDayBoard, LoadDaySheet, T.clock]);
  bindClass(bind, LiveBoardViewModel, [LoadDayBoard, T.shownZones]);
});
