// The public API of @fieldteam/adapters-browser.
export { STORAGE_KEYS } from './storage/storage-keys';
export { LocalStorageSessionStore } from './storage/local-storage-session.store';
export { BrowserCache } from './storage/browser-cache';
export { LocalStorageLanguageStore } from './storage/language.store';
export { MemoryStorage, browserStorage } from './storage/memory-storage';
export { SystemClock } from './clock/system-clock';
export { OfflineMapsService, type OfflineMapsOptions } from './maps/offline-maps.service';
