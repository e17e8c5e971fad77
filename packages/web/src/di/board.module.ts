// The board context: today's live board, each team's visits as the day runs, the visits late or
// running over, and the browser's notifications of them.
import { LateMargin, LoadDayBoard, MarkNotices } from '@fieldteam/core';
import { BrowserNotices } from '@fieldteam/adapters-browser';
import { LiveBoardViewModel } from '../features/board/live-board.view-model';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { contextModule } from './context-module';
import dayBoard from './shared/day-board.module';
import lateMargin from './shared/late-margin.module';
import shownZones from './shared/shown-zones.module';

export default contextModule([dayBoard, shownZones, lateMargin], ({ bind }) => {
  // One per screen: what it has told of is what this board showed.
  bind(MarkNotices).toDynamicValue(() => new MarkNotices(new BrowserNotices()));
  bindClass(bind, LiveBoardViewModel, [LoadDayBoard, ShownZones, LateMargin, MarkNotices]);
});
