// The owner's live board of today: each team's visits done, in progress, pending, cancelled and
// late, its next stop and the day's takings. It refreshes when the page comes back into focus and
// every minute (the screen drives both); a refresh keeps the board shown until the new one is
// there, so nothing flickers, and a failed refresh keeps it too, marked as not up to date.
import type { DayBoard, LoadDayBoard } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../shared/failure-message';
import type { MessageRef } from '../../shared/message';
import type { ShownZones } from '../../shared/shown-zones';

export const BOARD_REFRESH_MS = 60_000;

export class LiveBoardViewModel {
  board: DayBoard | null = null;
  loading = true;
  /** Why the last refresh failed; the board shown is then the one before. */
  problem: MessageRef | null = null;
  /** The business's zone, which the board's times are in. */
  readonly zones: ShownZones;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly loadBoard: Pick<LoadDayBoard, 'execute'>,
    zones: ShownZones,
  ) {
    this.zones = zones;
    makeAutoObservable<LiveBoardViewModel, 'loadBoard' | 'inFlight'>(this, { loadBoard: false, inFlight: false, board: observableRef, zones: false });
  }

  /** The currency of the takings: the business's, once its zone is known (null before: no symbol). */
  get currency(): string | null {
    return this.zones.currency;
  }

  get totals() {
    const teams = this.board?.teams ?? [];
    const sum = (pick: (t: DayBoard['teams'][number]) => number) => teams.reduce((n, t) => n + pick(t), 0);
    return { done: sum((t) => t.done), inProgress: sum((t) => t.inProgress), pending: sum((t) => t.pending), cancelled: sum((t) => t.cancelled), late: sum((t) => t.late), takings: this.board?.takings ?? 0 };
  }

  /** Loads the board; a refresh asked while one is running joins it. */
  refresh(): Promise<void> {
    this.inFlight ??= this.load().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async load(): Promise<void> {
    void this.zones.ask();
    const result = await this.loadBoard.execute();
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.board = result.value;
        this.problem = null;
      } else this.problem = failureMessage(result.error);
    });
  }
}
