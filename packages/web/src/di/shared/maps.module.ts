// The address search and the Google Maps loader the road's maps share: Google Maps with a key, else
// the offline gazetteer. The road's map is a context of its own, so address forms do not carry it.
import { googleMapsLoader, GoogleMapsService, OfflineMapsService, type GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { MapsService } from '@fieldteam/core';
import type { PlatformOptions } from '../platform-options';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
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
