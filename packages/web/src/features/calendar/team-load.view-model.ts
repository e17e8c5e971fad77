// The calendar's "Team load": a week (Monday to Sunday) of each team's hours booked per day, each
// visit at its client's service duration, against the day's capacity (the business's open hours
// less the reserve it keeps free), counted where the calendar is kept (LoadTeamLoad). Opens on the
// business's current week; the previous and next weeks are a click away. The reserve is set here,
// and kept on the device (LoadCapacityReserve says for how long).
import { businessToday, teamLoadRows, type Clock, type LoadCapacityReserve, type LoadTeamLoad, type SaveCapacityReserve, type TeamLoad, type TeamLoadRow } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { failureMessage } from '../../shared/failure-message';
import type { MessageRef } from '../../shared/message';

/** The reserves offered: none to half the day, by 5%. */
export const RESERVE_CHOICES = Array.from({ length: 11 }, (_, i) => i * 5);

export class TeamLoadViewModel {
  open = false;
  loading = false;
  load: TeamLoad | null = null;
  problem: MessageRef | null = null;
  monday: Temporal.PlainDate;
  /** The share of each day's open hours kept free, in percent. */
  reservePercent: number;
  private asked = 0;

  constructor(
    private readonly loadWeek: Pick<LoadTeamLoad, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly loadReserve: Pick<LoadCapacityReserve, 'execute'>,
    private readonly saveReserve: Pick<SaveCapacityReserve, 'execute'>,
  ) {
    const today = businessToday(clock);
    // The week's Monday (LoadTeamLoad counts from it too); not its helper, which would put the use
    // case's module in the chunk every screen loads.
    this.monday = today.subtract({ days: today.dayOfWeek - 1 });
    this.reservePercent = loadReserve.execute();
    makeAutoObservable<TeamLoadViewModel, 'loadWeek' | 'asked' | 'loadReserve' | 'saveReserve'>(this, { loadWeek: false, asked: false, loadReserve: false, saveReserve: false, load: observableRef, monday: observableRef });
  }

  /** The week's days, Monday first. */
  get days(): readonly Temporal.PlainDate[] {
    return Array.from({ length: 7 }, (_, i) => this.monday.add({ days: i }));
  }

  get rows(): readonly TeamLoadRow[] {
    return this.load ? teamLoadRows(this.load, this.reservePercent) : [];
  }

  /** The visits of the week counted at an hour, their clients having no service duration, and those clients. */
  get defaulted(): { readonly visits: number; readonly clients: readonly string[] } {
    return { visits: this.load?.defaultedVisits ?? 0, clients: this.load?.clientsWithoutDuration ?? [] };
  }

  async show(): Promise<void> {
    this.open = true;
    this.reservePercent = this.loadReserve.execute();
    await this.read();
  }

  close(): void {
    this.open = false;
  }

  /** A new reserve: kept for the business on this device, and every cell measured against it at once. */
  setReserve(percent: number): void {
    const saved = this.saveReserve.execute(percent);
    if (saved.ok) this.reservePercent = saved.value;
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
