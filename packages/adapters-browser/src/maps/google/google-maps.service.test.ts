import { FixedClock } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleMapsService } from './google-maps.service';
import { fakeLatLng, FakeGoogleMaps, requestError } from './testing/fake-google-maps';

let google: FakeGoogleMaps;
let clock: FixedClock;
let service: GoogleMapsService;

beforeEach(() => {
  vi.useFakeTimers();
  google = new FakeGoogleMaps();
  clock = new FixedClock('2026-03-02T11:00:00Z');
  service = new GoogleMapsService({ load: google.loader(), clock });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the 200 ms debounce out and gives every answer. */
async function settle<T>(...pending: Promise<T>[]): Promise<T[]> {
  await vi.advanceTimersByTimeAsync(200);
  return Promise.all(pending);
}

describe('GoogleMapsService.autocomplete', () => {
  it('asks Places Autocomplete for the query in the language given, after 200 ms of quiet', async () => {
    const pending = service.autocomplete('Rua Augusta 500', { language: 'pt-BR' });
    await vi.advanceTimersByTimeAsync(199);
    expect(google.autocompleteRequests).toEqual([]);
    const [result] = await settle(pending);
    expect(google.autocompleteRequests).toEqual([{ input: 'Rua Augusta 500', language: 'pt-BR' }]);
    expect(result).toEqual({ ok: true, value: [{ id: 'place-Rua Augusta 500', description: 'Rua Augusta 500, Brazil' }] });
  });

  it('collapses calls within 200 ms to the last query, and answers every caller with its result', async () => {
    const first = service.autocomplete('Rua Aug');
    await vi.advanceTimersByTimeAsync(150);
    const second = service.autocomplete('Rua Augu');
    await vi.advanceTimersByTimeAsync(150);
    const third = service.autocomplete('Rua Augusta');
    const answers = await settle(first, second, third);
    expect(google.autocompleteRequests.map((r) => r.input)).toEqual(['Rua Augusta']);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
  });

  it('asks again for a query typed after the previous answer', async () => {
    await settle(service.autocomplete('Rua Augusta'));
    await settle(service.autocomplete('Avenida Paulista'));
    expect(google.autocompleteRequests.map((r) => r.input)).toEqual(['Rua Augusta', 'Avenida Paulista']);
  });

  it('keeps answers 24 hours per query and language', async () => {
    await settle(service.autocomplete('Rua Augusta', { language: 'en' }));
    clock.advance({ hours: 23, minutes: 59 });
    await settle(service.autocomplete('  rua   AUGUSTA ', { language: 'en' }));
    expect(google.autocompleteRequests).toHaveLength(1);
    await settle(service.autocomplete('Rua Augusta', { language: 'fr' }));
    expect(google.autocompleteRequests).toHaveLength(2);
    clock.advance({ minutes: 1 });
    await settle(service.autocomplete('Rua Augusta', { language: 'en' }));
    expect(google.autocompleteRequests).toHaveLength(3);
  });

  it('gives at most `limit` suggestions, five by default', async () => {
    google.autocomplete = async () => ({
      suggestions: Array.from({ length: 7 }, (_, i) => ({ placePrediction: { placeId: `p${i}`, text: { text: `Place ${i}` } } })),
    });
    const [five] = await settle(service.autocomplete('Rua Augusta'));
    expect(five!.ok && five!.value.map((s) => s.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    const [two] = await settle(service.autocomplete('Rua Augusta', { limit: 2 }));
    expect(two!.ok && two!.value.map((s) => s.id)).toEqual(['p0', 'p1']);
  });

  it('answers a blank query with no suggestions and no request', async () => {
    const [result] = await settle(service.autocomplete('   '));
    expect(result).toEqual({ ok: true, value: [] });
    expect(google.autocompleteRequests).toEqual([]);
  });

  it('fails with MAPS_UNAVAILABLE when Places refuses, and does not keep the failure', async () => {
    google.autocomplete = async () => {
      throw requestError('OVER_QUERY_LIMIT');
    };
    const [failed] = await settle(service.autocomplete('Rua Augusta'));
    expect(failed).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'OVER_QUERY_LIMIT' } });
    google.autocomplete = new FakeGoogleMaps().autocomplete;
    const [retried] = await settle(service.autocomplete('Rua Augusta'));
    expect(retried!.ok).toBe(true);
  });

  it('fails with MAPS_UNAVAILABLE when the API cannot be loaded', async () => {
    const offline = new GoogleMapsService({ load: async () => ({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'Failed to load' } }), clock });
    const [result] = await settle(offline.autocomplete('Rua Augusta'));
    expect(result).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'Failed to load' } });
  });
});

describe('GoogleMapsService.geocode', () => {
  it('geocodes a picked suggestion by its place id and keeps the text picked', async () => {
    google.geocode = async () => ({ results: [{ geometry: { location: fakeLatLng(-23.5558, -46.6623) }, formatted_address: 'R. Augusta, 500 - Consolação' }] });
    const result = await service.geocode({ id: 'ChIJ123', description: 'Rua Augusta, 500, São Paulo' });
    expect(google.geocodeRequests).toEqual([{ placeId: 'ChIJ123' }]);
    expect(result).toEqual({ ok: true, value: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.5558, longitude: -46.6623 } });
  });

  it('geocodes a suggestion that is not Google’s by its text', async () => {
    await service.geocode({ id: 'offline:12', description: 'São Paulo, SP, Brazil' });
    expect(google.geocodeRequests).toEqual([{ address: 'São Paulo, SP, Brazil' }]);
  });

  it.each([
    ['no results', async () => ({ results: [] })],
    [
      'ZERO_RESULTS',
      async () => {
        throw requestError('ZERO_RESULTS');
      },
    ],
  ])('answers MAPS_NOT_FOUND on %s', async (_label, answer) => {
    google.geocode = answer;
    expect(await service.geocode({ id: 'ChIJ123', description: 'x' })).toEqual({ ok: false, error: { code: 'MAPS_NOT_FOUND' } });
  });

  it('answers MAPS_UNAVAILABLE with the status on other failures', async () => {
    google.geocode = async () => {
      throw requestError('REQUEST_DENIED');
    };
    expect(await service.geocode({ id: 'ChIJ123', description: 'x' })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'REQUEST_DENIED' } });
  });
});
