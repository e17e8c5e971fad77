// The maps, shared by the address pickers (business, and through it staff and clients) and the
// road: the address search, directions and the map view, on Google Maps with a key (one shared
// loader) or else the offline gazetteer, straight lines and the SVG map.
import {
  createSvgMapView,
  GoogleDirectionsService,
  googleMapsLoader,
  GoogleMapsService,
  googleMapViewFactory,
  OfflineDirectionsService,
  OfflineMapsService,
} from '@fieldteam/adapters-browser';
import type { DirectionsService, MapsService, MapViewFactory } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import type { LanguageViewModel } from '../i18n/language.view-model';
import { PLATFORM_OPTIONS, type PlatformOptions } from './platform.module';
import { TOKENS as T } from './tokens';

interface MapAdapters {
  readonly maps: MapsService;
  readonly directions: DirectionsService;
  readonly mapViewFactory: MapViewFactory;
}

/** Google Maps with a key (one shared loader), else the offline gazetteer, straight lines and the SVG map. */
function mapAdapters(apiKey: string | undefined, language: string): MapAdapters {
  if (!apiKey) {
    return { maps: new OfflineMapsService(), directions: new OfflineDirectionsService(), mapViewFactory: createSvgMapView };
  }
  // One loader for the three: the Maps script loads once, in the interface language.
  const load = googleMapsLoader({ apiKey, language });
  return { maps: new GoogleMapsService({ load }), directions: new GoogleDirectionsService({ load }), mapViewFactory: googleMapViewFactory({ load }) };
}

const MAP_ADAPTERS = Symbol.for('fieldteam.MapAdapters');

export const mapsModule = new ContainerModule(({ bind }) => {
  bind(MAP_ADAPTERS)
    .toResolvedValue((options: PlatformOptions, language: LanguageViewModel) => mapAdapters(options.googleMapsApiKey, language.current), [PLATFORM_OPTIONS, T.language])
    .inSingletonScope();
  bind(T.maps).toResolvedValue((adapters: MapAdapters) => adapters.maps, [MAP_ADAPTERS]);
  bind(T.directions).toResolvedValue((adapters: MapAdapters) => adapters.directions, [MAP_ADAPTERS]);
  bind(T.mapViewFactory).toResolvedValue((adapters: MapAdapters) => adapters.mapViewFactory, [MAP_ADAPTERS]);
});
