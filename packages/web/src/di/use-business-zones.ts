// Gives a screen's view-model the business's zones (and so its currency) after the screen's first
// drawing, so that the company's call and the zones' map do not hold it. Until then the amounts
// have no symbol.
import { useEffect } from 'react';
import { ShownZones } from '../shared/shown-zones';
import { useService } from './DiProvider';

export interface TakesZones {
  takeZones(zones: ShownZones): void;
}

export function useBusinessZones(target: TakesZones): void {
  const zones = useService(ShownZones);
  useEffect(() => target.takeZones(zones), [zones, target]);
}

/**
 * The business's zones for a screen whose times are the business's and which says so once where
 * the device's zone differs (ShownZones.note): known before the page drew (clock.module.ts), asked
 * again when the screen opens, since another sign-in may be another business.
 */
export function useShownZones(): ShownZones {
  const zones = useService(ShownZones);
  useEffect(() => void zones.ask(), [zones]);
  return zones;
}
