// What the live board reads: each team's day as it runs, counted where the business's calendar
// and reports are kept (DayBoardDataService does the work; the app runs it in a worker). Only
// plain data crosses.
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { DayBoard } from './day-board.rules';

export interface DayBoardQuery {
  /** The day (yyyymmdd). */
  readonly day: number;
  /** The business's local day (yyyymmdd) and minute. */
  readonly now: { readonly day: number; readonly minute: number };
  /** Now, in epoch ms: how long the visits under way have run. */
  readonly nowMs: number;
  /** The business's margin before a visit is late or running over (LateMargin), in minutes. */
  readonly marginMinutes: number;
}

export interface DayBoardData {
  /** The board of a day: each team's visits by state, next stop and takings; the visits late or running over. */
  dayBoard(credentials: Credentials, ownerId: UserId, query: DayBoardQuery): Promise<Result<DayBoard, ApiFailure>>;
  /** What is kept may be out of date (the crews change the visits): the next read asks for it fresh. */
  markStale(): void | Promise<void>;
}
