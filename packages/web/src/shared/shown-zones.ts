// The zones a screen's times are shown in: the device's until the business's is known, then the
// business's (ADR 0054), asked once for the screen.
import type { LoadBusinessTimeZone, ShownTimeZones } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export class ShownZones {
  zones: ShownTimeZones;
  private asked = false;

  constructor(private readonly zonesOf: Pick<LoadBusinessTimeZone, 'execute' | 'beforeKnown'>) {
    this.zones = zonesOf.beforeKnown();
    makeAutoObservable<ShownZones, 'zonesOf' | 'asked'>(this, { zones: observableRef, zonesOf: false, asked: false });
  }

  /** The zone every time on the screen is shown in. */
  get timeZone(): string {
    return this.zones.business;
  }

  async ask(): Promise<void> {
    if (this.asked) return;
    this.asked = true;
    const zones = await this.zonesOf.execute();
    runInAction(() => (this.zones = zones));
  }
}
