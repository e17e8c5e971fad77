// The zones the screens' times are shown in: the device's until the business's is known, then the
// business's, with the note a screen shows once where the two differ, and the currency
// used there. One for the session, made by the composition (di/business-time-zone.module.ts), so
// that only that module's chunk carries it; the view-models take it.
import { currencyOfTimeZone, type LoadBusinessTimeZone, type ShownTimeZones } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { msg, type MessageRef } from './message';

export class ShownZones {
  zones: ShownTimeZones;
  /** Whether the business's zone has been asked for: until then the zones are the device's. */
  known = false;

  constructor(private readonly zonesOf: Pick<LoadBusinessTimeZone, 'execute' | 'beforeKnown'>) {
    this.zones = zonesOf.beforeKnown();
    makeAutoObservable<ShownZones, 'zonesOf'>(this, { zones: observableRef, zonesOf: false });
  }

  /** The zone every time on a screen is shown in. */
  get timeZone(): string {
    return this.zones.business;
  }

  /** "Times in America/Sao_Paulo (your device: Europe/Lisbon)" where the zones differ. */
  get note(): MessageRef | null {
    return this.zones.differs ? msg('common:timeZoneNote', { business: this.zones.business, device: this.zones.device }) : null;
  }

  /**
   * The currency of the business's amounts: the one used where its zone is (BRL for
   * America/Sao_Paulo); null until the zone is known, or where none is known.
   */
  get currency(): string | null {
    return this.known ? currencyOfTimeZone(this.zones.business) : null;
  }

  /** Asks again each time a screen opens (the use case keeps the lookup): another sign-in may be another business. */
  async ask(): Promise<void> {
    const zones = await this.zonesOf.execute();
    runInAction(() => {
      this.zones = zones;
      this.known = true;
    });
  }
}
