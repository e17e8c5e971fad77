// The share of each day's open hours the business keeps free: set in the calendar's team load,
// read by every check that warns before booking a team past its capacity (adding a client, adding
// dates, moving a day). Kept on the device, in the cache of the session signed in.
import { LoadCapacityReserve, SaveCapacityReserve } from '@fieldteam/core';
import { bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindClass(bind, LoadCapacityReserve, [T.cache, T.sessionStore]);
  bindClass(bind, SaveCapacityReserve, [T.cache, T.sessionStore]);
});
