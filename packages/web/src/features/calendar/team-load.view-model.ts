// The calendar's "Team load": a week (Monday to Sunday) of each team's hours booked per day against
// the business's open hours, counted where the calendar is kept (LoadTeamLoad). Opens on the
// business's current week; the previous and next weeks are a click away.
import { businessToday, type Clock, type LoadTeamLoad, type TeamLoad } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { failureMessage } from '../../shared/failure-message';
import type { MessageRef } from '../../shared/message';

export interface LoadCell {
  readonly bookedMinutes: number;
  readonly openMinutes: number;
  /** Booked against open, null when the business is closed that day. */
  readonly percent: number | null;
  /** More booked than open (or anything booked on a closed day). */
  readonly over: boolean;
}

export interface TeamLoadRow {
  readonly teamId: string | null;
  readonly teamName: string | null;
  readonly days: readonly LoadCell[];
  readonly week: LoadCell;
}

const cell = (bookedMinutes: number, openMinutes: number, percent: number | null): LoadCell => ({ bookedMinutes, openMinutes, percent, over: bookedMinutes > openMinutes });

export class TeamLoadViewModel {
  open = false;
  loading = false;
  load: TeamLoad | null = null;
  problem: MessageRef | null = null;
  monday: Temporal.PlainDate;
  private asked = 0;

  constructor(
    private readonly loadWeek: Pick<LoadTeamLoad, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {
    const today = businessToday(clock);
    // The week's Monday (LoadTeamLoad counts from it too); not its helper, which would put the use
    // case's module in the chunk every screen loads.
    this.monday = today.subtract({ days: today.dayOfWeek - 1 });
    makeAutoObservable<TeamLoadViewModel, 'loadWeek' | 'asked'>(this, { loadWeek: false, asked: false, load: observableRef, monday: observableRef });
  }

  /** The week's days, Monday first. */
  get days(): readonly Temporal.PlainDate[] {
    return Array.from({ length: 7 }, (_, i) => this.monday.add({ days: i }));
  }

  get rows(): readonly TeamLoadRow[] {
    const load = this.load;
    if (!load) return [];
    return load.teams.map((team) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      days: team.bookedMinutes.map((booked, i) => cell(booked, load.openMinutes[i] ?? 0, team.percents[i] ?? null)),
      week: cell(team.totalMinutes, load.openTotal, team.weekPercent),
    }));
  }

  async show(): Promise<void> {
    this.open = true;
    await this.read();
  }

  close(): void {
    this.open = false;
  }

  previousWeek(): Promise<void> {
    this.monday = this.monday.subtract({ days: 7 });
    return this.read();
  }

  nextWeek(): Promise<void> {
    this.monday = this.monday.add({ days: 7 });
    return this.read();
  }

  private async read(): Promise<void> {
    const asked = ++this.asked;
    this.loading = true;
    const result = await this.loadWeek.execute(this.monday);
    runInAction(() => {
      // Only the latest week asked is shown.
      if (asked !== this.asked) return;
      this.loading = false;
      if (result.ok) {
        this.load = result.value;
        this.problem = null;
      } else this.problem = failureMessage(result.error);
    });
  }
}
