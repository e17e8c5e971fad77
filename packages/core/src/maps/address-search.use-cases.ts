// Address pickers: suggestions once the person has typed 6 characters (000 section 5), and the
// coordinates of the suggestion they pick.
import type { Address } from '../account/user.entity';
import { ok, type Result } from '../shared/result';
import { ADDRESS_SUGGESTION_MIN_CHARS, type MapsFailure, type MapsService, type PlaceSuggestion } from './maps.port';

export class SuggestAddresses {
  constructor(private readonly maps: Pick<MapsService, 'autocomplete'>) {}

  async execute(query: string, language?: string): Promise<Result<readonly PlaceSuggestion[], MapsFailure>> {
    if (query.trim().length < ADDRESS_SUGGESTION_MIN_CHARS) return ok([]);
    return this.maps.autocomplete(query.trim(), { language, limit: 5 });
  }
}

export class PickAddress {
  constructor(private readonly maps: Pick<MapsService, 'geocode'>) {}

  async execute(suggestion: PlaceSuggestion, complement: string | null = null): Promise<Result<Address, MapsFailure>> {
    const place = await this.maps.geocode(suggestion);
    if (!place.ok) return place;
    return ok({ description: place.value.description, latitude: place.value.latitude, longitude: place.value.longitude, complement });
  }
}
