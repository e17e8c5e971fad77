// Ports to adapters: the HTTP API, browser storage, the clock, and the app-wide services.
import {
  HttpAccountApi,
  HttpBillingApi,
  HttpClient,
  HttpClientsApi,
  HttpProfileApi,
  HttpRoleSetupApi,
  HttpServicesApi,
  HttpStaffApi,
  HttpTeamsApi,
  HttpVisitsApi,
} from '@fieldteam/adapters-http';
import {
  BrowserCache,
  BrowserConnectivity,
  BrowserFileSaver,
  BrowserGeolocationService,
  browserStorage,
  createSvgMapView,
  GoogleDirectionsService,
  googleMapsLoader,
  GoogleMapsService,
  googleMapViewFactory,
  LocalStorageInProgressVisits,
  LocalStorageLanguageStore,
  LocalStorageSessionStore,
  LocalStorageVisitOutbox,
  OfflineDirectionsService,
  OfflineMapsService,
  SystemClock,
} from '@fieldteam/adapters-browser';
import type { DirectionsService, MapsService, MapViewFactory } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { TIMING } from '../config/timing';
import { LanguageViewModel } from '../i18n/language.view-model';
import type { Navigator } from '../shared/navigator';
import { Notifier } from '../shared/notifier';
import { TOKENS } from './tokens';

export interface PlatformOptions {
  readonly apiBaseUrl: string;
  /** Browser storage; localStorage (or memory when the browser refuses it) by default. */
  readonly storage?: Storage;
  readonly navigator: Navigator;
  readonly fetch?: typeof fetch;
  /** A Google Maps key switches maps, directions and the map to Google (DECISIONS 19). */
  readonly googleMapsApiKey?: string;
}

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

export const HTTP_CLIENT = Symbol.for('fieldteam.HttpClient');
export const BROWSER_CACHE = Symbol.for('fieldteam.BrowserCache');
const MAP_ADAPTERS = Symbol.for('fieldteam.MapAdapters');
const HTTP_VISITS = Symbol.for('fieldteam.HttpVisitsApi');

export function platformModule(options: PlatformOptions): ContainerModule {
  const storage = options.storage ?? browserStorage();
  return new ContainerModule(({ bind }) => {
    bind(HTTP_CLIENT).toConstantValue(new HttpClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch }));
    bind(BROWSER_CACHE).toConstantValue(new BrowserCache(storage));
    bind(TOKENS.accountApi)
      .toResolvedValue((http: HttpClient) => new HttpAccountApi(http), [HTTP_CLIENT])
      .inSingletonScope();
    bind(TOKENS.roleSetupApi).toResolvedValue((http: HttpClient) => new HttpRoleSetupApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.profileApi).toResolvedValue((http: HttpClient) => new HttpProfileApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.servicesApi).toResolvedValue((http: HttpClient) => new HttpServicesApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.staffApi).toResolvedValue((http: HttpClient) => new HttpStaffApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.teamsApi).toResolvedValue((http: HttpClient) => new HttpTeamsApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.clientsApi).toResolvedValue((http: HttpClient) => new HttpClientsApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(HTTP_VISITS).toResolvedValue((http: HttpClient) => new HttpVisitsApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.visitsApi).toResolvedValue((visits: HttpVisitsApi) => visits, [HTTP_VISITS]);
    bind(TOKENS.roadVisitsApi).toResolvedValue((visits: HttpVisitsApi) => visits, [HTTP_VISITS]);
    bind(TOKENS.billingApi).toResolvedValue((http: HttpClient) => new HttpBillingApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(MAP_ADAPTERS)
      .toResolvedValue((language: LanguageViewModel) => mapAdapters(options.googleMapsApiKey, language.current), [TOKENS.language])
      .inSingletonScope();
    bind(TOKENS.maps).toResolvedValue((adapters: MapAdapters) => adapters.maps, [MAP_ADAPTERS]);
    bind(TOKENS.directions).toResolvedValue((adapters: MapAdapters) => adapters.directions, [MAP_ADAPTERS]);
    bind(TOKENS.mapViewFactory).toResolvedValue((adapters: MapAdapters) => adapters.mapViewFactory, [MAP_ADAPTERS]);
    bind(TOKENS.geolocation).toConstantValue(new BrowserGeolocationService({ throttleMs: TIMING.locationDebounce }));
    bind(TOKENS.connectivity).toConstantValue(new BrowserConnectivity());
    bind(TOKENS.inProgressVisits).toConstantValue(new LocalStorageInProgressVisits(storage));
    bind(TOKENS.visitOutbox).toConstantValue(new LocalStorageVisitOutbox(storage));
    bind(TOKENS.cache).toResolvedValue((cache: BrowserCache) => cache, [BROWSER_CACHE]);
    bind(TOKENS.sessionStore)
      .toResolvedValue((cache: BrowserCache) => new LocalStorageSessionStore(storage, cache), [BROWSER_CACHE])
      .inSingletonScope();
    bind(TOKENS.clock).toConstantValue(new SystemClock());
    bind(TOKENS.fileSaver).toConstantValue(new BrowserFileSaver());
    bind(TOKENS.navigator).toConstantValue(options.navigator);
    bind(TOKENS.notifier).toConstantValue(new Notifier());
    bind(TOKENS.language)
      .toResolvedValue((navigator: Navigator) => new LanguageViewModel(new LocalStorageLanguageStore(storage), navigator), [TOKENS.navigator])
      .inSingletonScope();
  });
}
