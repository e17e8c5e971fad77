// Address pickers: suggestions once the person has typed 6 characters (000 section 5).
import { ok, type Result } from '../shared/result';
import { ADDRESS_SUGGESTION_MIN_CHARS, type MapsFailure, type MapsService, type PlaceSuggestion } from './maps.port';

export class SuggestAddresses {
  constructor(private readonly maps: Pick<MapsService, 'autocomplete'>) {}

  async execute(query: string, language?: string): Promise<Result<readonly PlaceSuggestion[], MapsFailure>> {
    if (query.trim().length < ADDRESS_SUGGESTION_MIN_CHARS) return ok([]);
    return this.maps.autocomplete(query.trim(), { language, limit: 5 });
  }
}
