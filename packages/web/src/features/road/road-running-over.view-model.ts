// The crew's screen says when the visit under way runs over: on site longer than its client's
// service duration plus the business's margin (core's overBy, as the owner's live board counts
// it), from the start this device recorded, or for a visit started on another device the start
// its open report gives. The clock is read again every minute.
import { overBy, visitMinutes, type Clock, type LateMargin, type ReadVisitStartTimes, type Scheduler } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RoadDay } from './road-day';

const RUNNING_OVER_TICK_MS = 60_000;

export class RoadRunningOver {
  /** Now, epoch ms, as of the last tick. */
  nowMs: number;
  /** The business's margin on this device, read when the screen starts. */
  marginMinutes: number;
  private stopTicking: (() => void) | null = null;

  constructor(
    private readonly day: Pick<RoadDay, 'isStarted' | 'started' | 'serviceMinutes'>,
    private readonly startTimes: Pick<ReadVisitStartTimes, 'execute'>,
    private readonly margin: Pick<LateMargin, 'current'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scheduler: Scheduler,
  ) {
    this.nowMs = clock.now().epochMilliseconds;
    this.marginMinutes = margin.current();
    makeAutoObservable<RoadRunningOver, 'day' | 'startTimes' | 'margin' | 'clock' | 'scheduler' | 'stopTicking'>(this, { day: false, startTimes: false, margin: false, clock: false, scheduler: false, stopTicking: false });
  }

  start(): void {
    this.stop();
    this.tick();
    this.marginMinutes = this.margin.current();
    this.stopTicking = this.scheduler.every(RUNNING_OVER_TICK_MS, () => this.tick());
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private tick(): void {
    runInAction(() => (this.nowMs = this.clock.now().epochMilliseconds));
  }

  /** When each visit under way started, read again whenever the visits started on the device change. */
  get startedAt(): ReadonlyMap<string, string> {
    void this.day.started;
    return this.startTimes.execute();
  }

  /**
   * Minutes on site past the client's service duration when the visit under way runs over; null
   * when it does not, is not under way, or its start is not known.
   */
  overBy(clientId: string): number | null {
    if (!this.day.isStarted(clientId)) return null;
    const startedHere = this.startedAt.get(clientId);
    const startedMs = startedHere !== undefined ? Date.parse(startedHere) : (this.day.started.get(clientId)?.startedAt ?? Number.NaN);
    if (Number.isNaN(startedMs)) return null;
    return overBy(startedMs, visitMinutes(this.day.serviceMinutes.get(clientId)), this.nowMs, this.marginMinutes);
  }
}
