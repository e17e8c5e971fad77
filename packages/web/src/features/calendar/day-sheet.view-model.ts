// The calendar's "Day sheet": a team's printable day (its stops by time, with phones, addresses,
// services and a box for notes). The person picks a day (today at first) and one of that day's
// teams; "Print" reads the stops (LoadDaySheet) and asks the screen to print them.
import { businessToday, type Clock, type DayBoard, type DaySheetStop, type LoadDayBoard, type LoadDaySheet } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { failureMessage } from '../../shared/failure-message';
import type { MessageRef } from '../../shared/message';

/** The select's value for the clients without a team. */
const NO_TEAM = '';

export class DaySheetViewModel {
  open = false;
  day = '';
  team = NO_TEAM;
  board: DayBoard | null = null;
  stops: readonly DaySheetStop[] | null = null;
  busy = false;
  problem: MessageRef | null = null;
  /** Grows by one each time the stops are ready to print: the screen prints on each change. */
  printRequests = 0;
  /** The person picked the team: a change of day keeps it when that day has it. */
  private teamChosen = false;

  constructor(
    private readonly loadBoard: Pick<LoadDayBoard, 'execute'>,
    private readonly loadSheet: Pick<LoadDaySheet, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {
    makeAutoObservable<DaySheetViewModel, 'loadBoard' | 'loadSheet' | 'clock' | 'teamChosen'>(this, { loadBoard: false, loadSheet: false, clock: false, teamChosen: true, board: observableRef, stops: observableRef });
  }

  /** The teams with stops on the chosen day (visits not cancelled). */
  get teams(): readonly { value: string; name: string | null; stops: number }[] {
    return (this.board?.teams ?? []).flatMap((t) => {
      const stops = t.done + t.inProgress + t.pending;
      return stops > 0 ? [{ value: t.teamId ?? NO_TEAM, name: t.teamName, stops }] : [];
    });
  }

  /** The chosen team's name, for the sheet's heading (null: the clients without a team). */
  get teamName(): string | null {
    return this.teams.find((t) => t.value === this.team)?.name ?? null;
  }

  async show(): Promise<void> {
    this.open = true;
    this.teamChosen = false;
    await this.setDay(businessToday(this.clock).toString());
  }

  close(): void {
    this.open = false;
  }

  async setDay(day: string): Promise<void> {
    this.day = day;
    this.stops = null;
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(day);
    } catch {
      this.board = null;
      return;
    }
    const result = await this.loadBoard.execute(date);
    runInAction(() => {
      if (this.day !== day) return;
      if (result.ok) {
        this.board = result.value;
        this.problem = null;
        if (!this.teamChosen || !this.teams.some((t) => t.value === this.team)) this.team = this.teams[0]?.value ?? NO_TEAM;
      } else this.problem = failureMessage(result.error);
    });
  }

  setTeam(team: string): void {
    this.team = team;
    this.teamChosen = true;
    this.stops = null;
  }

  /** Reads the chosen team's stops, then asks the screen to print them. */
  async print(): Promise<void> {
    if (this.busy || this.teams.length === 0) return;
    this.busy = true;
    const result = await this.loadSheet.execute(Temporal.PlainDate.from(this.day), this.team === NO_TEAM ? null : this.team);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.stops = result.value;
        this.problem = null;
        // Closed first: the page prints the sheet alone, not the dialog over it.
        this.open = false;
        this.printRequests += 1;
      } else this.problem = failureMessage(result.error);
    });
  }
}
