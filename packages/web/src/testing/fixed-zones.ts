// The business's zone as a test says: the device's until asked, then `business` (ADR 0054).
import type { LoadBusinessTimeZone, ShownTimeZones } from '@fieldteam/core';

export function fixedZones(business: string, device = business): Pick<LoadBusinessTimeZone, 'execute' | 'beforeKnown'> {
  return {
    beforeKnown: (): ShownTimeZones => ({ business: device, device, differs: false }),
    execute: async (): Promise<ShownTimeZones> => ({ business, device, differs: business !== device }),
  };
}
