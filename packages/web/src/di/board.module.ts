// The board context: today's live board, each team's visits as the day runs.
import { LoadDayBoard } from '@fieldteam/core';
import { LiveBoardViewModel } from '../features/board/live-board.view-model';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { contextModule } from './context-module';
import dayBoard from './shared/day-board.module';
import shownZones from './shared/shown-zones.module';

export default contextModule([dayBoard, shownZones], ({ bind }) => {
  bindClass(bind, LiveBoardViewModel, [LoadDayBoard, ShownZones]);
});
