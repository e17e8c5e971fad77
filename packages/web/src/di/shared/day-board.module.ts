// Each team's day as it runs, which the live board shows and the calendar's tools start from.
import { LoadBusinessTimeZone, LoadDayBoard } from '@fieldteam/core';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';
import businessData from './business-data.module';
import businessZone from './business-zone.module';
import clock from './clock.module';

export default contextModule([businessData, clock, businessZone], ({ bind }) => {
  bindClass(bind, LoadDayBoard, [T.dayBoardData, T.sessionStore, T.clock, LoadBusinessTimeZone]);
});
