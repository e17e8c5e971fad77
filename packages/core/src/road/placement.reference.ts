// The plain version of the rough-place check: every pair of stops compared. Kept as the reference
// the bucketed check is tested against (same answers); not exported from the package.
import { haversineMetres } from './great-circle.rules';
import { SAME_POINT_METRES, type PlacedStop } from './placement.rules';

/** O(n²): the ids of stops within `withinMetres` of a stop at another address. */
export function approximatelyPlacedByPairs(stops: readonly PlacedStop[], withinMetres = SAME_POINT_METRES): ReadonlySet<string> {
  const rough = new Set<string>();
  const key = (address: string): string => address.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  for (let i = 0; i < stops.length; i += 1) {
    for (let j = i + 1; j < stops.length; j += 1) {
      const [a, b] = [stops[i]!, stops[j]!];
      if (key(a.address) !== key(b.address) && haversineMetres(a, b) <= withinMetres) {
        rough.add(a.id);
        rough.add(b.id);
      }
    }
  }
  return rough;
}
