// The public API of @fieldteam/adapters-browser.
export { STORAGE_KEYS } from './storage/storage-keys';
export { LocalStorageSessionStore } from './storage/local-storage-session.store';
export { BrowserCache, idleFlush, immediateFlush, type CacheFlushScheduler } from './storage/browser-cache';
export { LocalStorageLanguageStore } from './storage/local-storage-language.store';
export { MemoryStorage, browserStorage } from './storage/memory-storage';
export { SystemClock } from './clock/system-clock';
export { intervalScheduler } from './clock/interval-scheduler';
export { MapTimeZoneAtPlace } from './time-zone/map-time-zone-at-place';
export { OfflineMapsService, type OfflineMapsOptions } from './maps/offline-maps.service';
// road screen: geolocation, directions and map views (offline by default, Google with a key), visit stores, connectivity
export { browserTimers, type Timers, type TimerHandle } from './clock/timers';
export { BrowserGeolocationService, type BrowserGeolocationOptions, type VisibilitySource } from './geolocation/browser-geolocation.service';
export { OfflineDirectionsService, straightLineDirections } from './maps/offline-directions.service';
export { defaultMapTexts, formatKilometres, type MapTexts } from './maps/map-texts';
export { createSvgMapView, svgMapViewFactory, SvgMapView, type SvgMapViewOptions } from './maps/svg-map-view';
export { googleMapsLoader, type GoogleMapsApi, type GoogleMapsLoader, type GoogleMapsLoaderOptions, type JsApiLoader } from './maps/google/google-maps.loader';
export { GoogleMapsService, type GoogleMapsServiceOptions } from './maps/google/google-maps.service';
export { GoogleDirectionsService, type GoogleDirectionsOptions } from './maps/google/google-directions.service';
export { googleMapViewFactory, GoogleMapView, type GoogleMapViewOptions } from './maps/google/google-map-view';
export { LocalStorageInProgressVisits } from './storage/local-storage-in-progress-visits.store';
export { LocalStorageVisitOutbox } from './storage/local-storage-visit-outbox.store';
export { LocalStorageDayMoveJournal } from './storage/local-storage-day-move.journal';
export { LocalStorageRoadSpeedStore } from './storage/local-storage-road-speed.store';
export { BrowserConnectivity, type ConnectivitySource } from './connectivity/browser-connectivity';
export { BrowserFileSaver } from './files/browser-file-saver';
export { RandomIds } from './ids/random-ids';
export { IndexedDbImportJobs } from './storage/indexed-db-import-jobs.store';
