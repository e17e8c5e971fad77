// Where a day move's progress is kept on the device (adapters-browser), so that a move stopped by
// a reload or a lost signal resumes from where it stopped, and a moved day can be moved back.
import type { ApiFailure } from '../shared/failures';

export type DayMoveStepState = 'waiting' | 'done' | 'failed';

/** One visit's move: local date-times as ISO texts (yyyy-mm-ddThh:mm), plain data for storage. */
export interface DayMoveStep {
  readonly clientId: string;
  readonly clientName: string;
  readonly teamName: string;
  readonly visitId: string;
  readonly from: string;
  readonly to: string;
  readonly state: DayMoveStepState;
  /** Why the last attempt failed. */
  readonly failure?: ApiFailure | null;
}

export interface DayMoveRecord {
  /** The day moved and the day it went to (yyyy-mm-dd). */
  readonly day: string;
  readonly target: string;
  /** 'back' when this record moves a moved day back. */
  readonly direction: 'forward' | 'back';
  readonly steps: readonly DayMoveStep[];
}

export interface DayMoveJournal {
  /** The signed-in person's last day move, or null. */
  load(): DayMoveRecord | null;
  save(record: DayMoveRecord): void;
  clear(): void;
}
