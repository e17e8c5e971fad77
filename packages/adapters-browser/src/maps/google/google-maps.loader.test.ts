import { describe, expect, it } from 'vitest';
import { googleMapsLoader, type JsApiLoader } from './google-maps.loader';
import { FakeGoogleMaps } from './testing/fake-google-maps';

/** @googlemaps/js-api-loader as a fake: records setOptions and importLibrary, serves the fake namespace. */
function fakeJsApiLoader(options: { failFirst?: boolean } = {}) {
  const api = new FakeGoogleMaps().api();
  const libraries: Record<string, object> = {
    core: { SymbolPath: api.SymbolPath },
    maps: { Map: api.Map, Polyline: api.Polyline },
    marker: { Marker: api.Marker },
    places: { AutocompleteSuggestion: api.AutocompleteSuggestion },
    geocoding: { Geocoder: api.Geocoder },
    routes: { DirectionsService: api.DirectionsService, TravelMode: api.TravelMode },
  };
  const setOptionsCalls: unknown[] = [];
  const imported: string[] = [];
  let failures = options.failFirst ? 1 : 0;
  const module: JsApiLoader = {
    setOptions: (opts) => void setOptionsCalls.push(opts),
    importLibrary: (async (name: string) => {
      imported.push(name);
      if (failures > 0) {
        failures -= 1;
        throw new Error('The Google Maps JavaScript API could not load.');
      }
      return libraries[name];
    }) as JsApiLoader['importLibrary'],
  };
  return { api, setOptionsCalls, imported, load: async () => module };
}

describe('googleMapsLoader', () => {
  it('configures the script once with the key, the weekly channel and the language, and gives the namespace', async () => {
    const fake = fakeJsApiLoader();
    const load = googleMapsLoader({ apiKey: 'KEY', language: 'pt-BR', jsApiLoader: fake.load });
    const result = await load();
    expect(fake.setOptionsCalls).toEqual([{ key: 'KEY', v: 'weekly', language: 'pt-BR' }]);
    expect(fake.imported.sort()).toEqual(['core', 'geocoding', 'maps', 'marker', 'places', 'routes']);
    expect(result.ok && result.value.Map).toBe(fake.api.Map);
    expect(result.ok && result.value.TravelMode).toBe(fake.api.TravelMode);
  });

  it('loads once for every caller', async () => {
    const fake = fakeJsApiLoader();
    const load = googleMapsLoader({ apiKey: 'KEY', jsApiLoader: fake.load });
    const [a, b] = await Promise.all([load(), load()]);
    await load();
    expect(a).toBe(b);
    expect(fake.imported).toHaveLength(6);
    expect(fake.setOptionsCalls).toEqual([{ key: 'KEY', v: 'weekly' }]);
  });

  it('answers MAPS_UNAVAILABLE when the script cannot load, and tries again on the next call without configuring twice', async () => {
    const fake = fakeJsApiLoader({ failFirst: true });
    const load = googleMapsLoader({ apiKey: 'KEY', jsApiLoader: fake.load });
    expect(await load()).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'The Google Maps JavaScript API could not load.' } });
    expect((await load()).ok).toBe(true);
    expect(fake.setOptionsCalls).toHaveLength(1);
  });

  it('answers MAPS_UNAVAILABLE when the loader package itself cannot be fetched', async () => {
    const load = googleMapsLoader({
      apiKey: 'KEY',
      jsApiLoader: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    expect(await load()).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'Failed to fetch dynamically imported module' } });
  });
});
