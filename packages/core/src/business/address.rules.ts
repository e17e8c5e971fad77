// An address counts as filled in when its text passes the address rule and a suggestion gave it
// coordinates (000 section 5: "picking a suggestion yields latitude and longitude").
import type { Address } from '../account/user.entity';
import { checkAddress, type Check } from '../validation/field.rules';

export function checkPickedAddress(address: Address | null | undefined): Check {
  if (!address) return 'ADDRESS_INVALID';
  if (checkAddress(address.description)) return 'ADDRESS_INVALID';
  const { latitude, longitude } = address;
  const valid = (v: number | null, bound: number) => v !== null && Number.isFinite(v) && Math.abs(v) <= bound;
  return valid(latitude, 90) && valid(longitude, 180) ? null : 'ADDRESS_INVALID';
}
