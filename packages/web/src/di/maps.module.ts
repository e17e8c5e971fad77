// The address search, which the address pickers (business, and through it staff and clients) use,
// and the Google Maps loader it shares with the road's maps (route-maps.module.ts): Google Maps
// with a key, else the offline gazetteer. The road's directions and map view are a context of
// their own, so that a page with an address form does not carry the road's map (ADR 0028).
import { googleMapsLoader, GoogleMapsService, OfflineMapsService, type GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { MapsService } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.googleMapsLoad)
    .toResolvedValue(
      (options: PlatformOptions, language: string) => (options.googleMapsApiKey ? googleMapsLoader({ apiKey: options.googleMapsApiKey, language }) : null),
      [T.platformOptions, T.language],
    )
    .inSingletonScope();
  bind(T.maps)
    .toResolvedValue((load: GoogleMapsLoader | null): MapsService => (load ? new GoogleMapsService({ load }) : new OfflineMapsService()), [T.googleMapsLoad])
    .inSingletonScope();
});
