// A maps service that places every address it is given at a fixed point, except texts the test
// says it cannot find or can place only roughly; it counts its look-ups.
import type { GeocodedPlace, MapsFailure, MapsService, PlaceSuggestion } from '../maps/maps.port';
import { err, ok, type Result } from '../shared/result';

export class StubMapsService implements MapsService {
  lookups = 0;
  /** Texts containing one of these are not found. */
  unknown: readonly string[] = ['Nowhere'];
  /** Texts containing one of these are placed roughly, at this place's name. */
  rough: readonly string[] = [];
  failure: MapsFailure | null = null;

  autocomplete(query: string): Promise<Result<readonly PlaceSuggestion[], MapsFailure>> {
    this.lookups += 1;
    if (this.failure) return Promise.resolve(err(this.failure));
    return Promise.resolve(ok(this.unknown.some((text) => query.includes(text)) ? [] : [{ id: `stub:${query}`, description: query }]));
  }

  geocode(suggestion: PlaceSuggestion): Promise<Result<GeocodedPlace, MapsFailure>> {
    const approximate = this.rough.some((text) => suggestion.description.includes(text));
    return Promise.resolve(ok({ description: approximate ? 'São Paulo, SP, Brazil' : suggestion.description, latitude: -23.55, longitude: -46.63, ...(approximate ? { approximate } : {}) }));
  }
}
