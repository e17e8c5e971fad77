// Address pickers: the coordinates of the suggestion the person picks, with their complement.
import type { Address } from '../account/user.entity';
import { ok, type Result } from '../shared/result';
import type { MapsFailure, MapsService, PlaceSuggestion } from './maps.port';

export class PickAddress {
  constructor(private readonly maps: Pick<MapsService, 'geocode'>) {}

  async execute(suggestion: PlaceSuggestion, complement: string | null = null): Promise<Result<Address, MapsFailure>> {
    const place = await this.maps.geocode(suggestion);
    if (!place.ok) return place;
    return ok({ description: place.value.description, latitude: place.value.latitude, longitude: place.value.longitude, complement });
  }
}
