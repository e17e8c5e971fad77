// The business's zone as a test says: the device's until asked, then `business`.
import type { ShownTimeZones } from '@fieldteam/core';
import { ShownZones } from '../shared/shown-zones';

export function fixedZones(business: string, device = business): ShownZones {
  return new ShownZones({
    beforeKnown: (): ShownTimeZones => ({ business: device, device, differs: false }),
    execute: async (): Promise<ShownTimeZones> => ({ business, device, differs: business !== device }),
  });
}
