// The clock the use cases receive: the device's time in the business's zone. A page
// that computes dates (today, the next working day, a recurrence, a move) waits, before it draws,
// for the business's zone to be known for the session: found once, then kept. A module of its
// own: it brings the Temporal polyfill, which pages without dates skip.
import { BusinessZoneClock, SessionTimeZone } from '@fieldteam/adapters-browser';
import { LoadBusinessTimeZone, type Clock } from '@fieldteam/core';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';
import businessZone from './business-zone.module';

export default contextModule(
  [businessZone],
  ({ bind }) => {
    bind(T.clock)
      .toResolvedValue((kept: SessionTimeZone, device: Clock) => new BusinessZoneClock(kept, device), [SessionTimeZone, T.deviceClock])
      .inSingletonScope();
  },
  {
    ready: {
      wait: async (get) => {
        await get(LoadBusinessTimeZone).known();
      },
      known: (get) => get(SessionTimeZone).zone() !== null,
    },
  },
);
