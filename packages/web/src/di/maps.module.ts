// The address search, which the address pickers (business, and through it staff and clients) use,
// and the Google Maps loader it shares with the road's maps (route-maps.module.ts): Google Maps
// with a key, else the offline gazetteer. The road's directions and map view are a context of
// their own, so that a page with an address form does not carry the road's map (decision 0028).
import { googleMapsLoader, GoogleMapsService, OfflineMapsService, type GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { MapsService } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import type { LanguageViewModel } from '../i18n/language.view-model';
import { PLATFORM_OPTIONS, type PlatformOptions } from './shell';
import { TOKENS as T } from './tokens';

/** The one Google Maps loader (the script loads once, in the interface language), or null without a key. */
export const GOOGLE_MAPS_LOAD = Symbol.for('fieldteam.GoogleMapsLoad');
export type MaybeGoogleMapsLoad = GoogleMapsLoader | null;

export const mapsModule = new ContainerModule(({ bind }) => {
  bind<MaybeGoogleMapsLoad>(GOOGLE_MAPS_LOAD)
    .toResolvedValue(
      (options: PlatformOptions, language: LanguageViewModel) => (options.googleMapsApiKey ? googleMapsLoader({ apiKey: options.googleMapsApiKey, language: language.current }) : null),
      [PLATFORM_OPTIONS, T.language],
    )
    .inSingletonScope();
  bind(T.maps)
    .toResolvedValue((load: MaybeGoogleMapsLoad): MapsService => (load ? new GoogleMapsService({ load }) : new OfflineMapsService()), [GOOGLE_MAPS_LOAD])
    .inSingletonScope();
});
