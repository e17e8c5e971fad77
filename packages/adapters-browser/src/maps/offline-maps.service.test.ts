import { checkAddress } from '@fieldteam/core';
import { FixedClock } from '@fieldteam/core/testing';
import { describe, expect, it } from 'vitest';
import { loadBundledGazetteer } from './bundled-gazetteer';
import type { Gazetteer } from './gazetteer';
import { OfflineMapsService } from './offline-maps.service';

/** São Paulo's centre (Praça da Sé). */
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };

/** The id of the "as typed" suggestion a service offers for an address it cannot place. */
async function asTypedId(service: OfflineMapsService): Promise<string> {
  const offered = await service.autocomplete('Rua Augusta, 500');
  if (!offered.ok || offered.value.length !== 1) throw new Error('no "as typed" suggestion');
  return offered.value[0]!.id;
}

/** The bundled gazetteer, with a count of the searches made on it. */
function countingGazetteer(): { readonly load: () => Promise<Gazetteer>; readonly searches: () => number } {
  let searches = 0;
  return {
    load: async () => {
      const gazetteer = await loadBundledGazetteer();
      return {
        ...gazetteer,
        find: (...args) => {
          searches += 1;
          return gazetteer.find(...args);
        },
      };
    },
    searches: () => searches,
  };
}

async function suggestions(service: OfflineMapsService, query: string, options?: { readonly language?: string; readonly limit?: number }): Promise<readonly string[]> {
  const result = await service.autocomplete(query, options);
  if (!result.ok) throw new Error(`autocomplete failed: ${result.error.code}`);
  return result.value.map((suggestion) => suggestion.description);
}

describe('OfflineMapsService.autocomplete', () => {
  const service = new OfflineMapsService();

  it('suggests real places, the exact name and the biggest first', async () => {
    expect(await suggestions(service, 'São Paulo', { language: 'en' })).toEqual([
      'São Paulo, SP, Brazil',
      'São Paulo de Olivença, AM, Brazil',
      'São Paulo do Potengi, RN, Brazil',
    ]);
    expect((await suggestions(service, 'Paris', { language: 'en' }))[0]).toBe('Paris, France');
  });

  it('ignores case and accents', async () => {
    expect(await suggestions(service, 'sao paulo')).toEqual(await suggestions(service, 'SÃO PAULO'));
    expect((await suggestions(service, 'belo horiz', { language: 'en' }))[0]).toBe('Belo Horizonte, MG, Brazil');
    expect((await suggestions(service, 'Goiania', { language: 'en' }))[0]).toBe('Goiânia, GO, Brazil');
  });

  it('keeps the street part of a full address and appends the place', async () => {
    expect((await suggestions(service, 'Rua Augusta, 500, São Paulo', { language: 'pt-BR' }))[0]).toBe('Rua Augusta, 500, São Paulo, SP, Brasil');
    expect(await suggestions(service, 'Rua Augusta, 500, São Paulo, SP', { language: 'pt-BR' })).toEqual(['Rua Augusta, 500, São Paulo, SP, Brasil']);
    expect((await suggestions(service, 'Rua Augusta, 500, São P', { language: 'en' }))[0]).toBe('Rua Augusta, 500, São Paulo, SP, Brazil');
    expect((await suggestions(service, 'Alameda Santos, 1000, Jardim Paulista', { language: 'en' }))[0]).toBe('Alameda Santos, 1000, Jardim Paulista, SP, Brazil');
    expect((await suggestions(service, 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100', { language: 'pt-BR' }))[0]).toBe(
      'Av. Paulista, 1000, Bela Vista, 01310-100, São Paulo, SP, Brasil',
    );
  });

  it('shows the country in the language asked for', async () => {
    expect((await suggestions(service, 'Paris', { language: 'pt-BR' }))[0]).toBe('Paris, França');
    expect((await suggestions(service, 'Paris', { language: 'es-MX' }))[0]).toBe('Paris, Francia');
    expect((await suggestions(service, 'Paris', { language: 'fr' }))[0]).toBe('Paris, France');
    expect((await suggestions(service, 'Guadalajara', { language: 'es-MX' }))[0]).toBe('Guadalajara, México');
  });

  it('only ever suggests descriptions that follow the address rule', async () => {
    const queries = ["Rua d'Ávila #12 (fundos), São Paulo", "L'Aquila", 'Yangon', 'Côte', 'Kreis', 'Rua ' + 'x'.repeat(200) + ', Santos', 'sa', 'new y'];
    for (const query of queries) {
      const found = await suggestions(service, query, { limit: 20 });
      expect(found.length, query).toBeGreaterThan(0);
      for (const description of found) expect(checkAddress(description), description).toBeNull();
    }
  });

  it('gives at most `limit` suggestions, 5 by default', async () => {
    expect(await suggestions(service, 'Santa')).toHaveLength(5);
    expect(await suggestions(service, 'Santa', { limit: 2 })).toHaveLength(2);
  });

  it('offers an address that names no known place as typed, when it follows the address rule', async () => {
    expect(await service.autocomplete('Rua Augusta,  500 ')).toEqual({ ok: true, value: [{ id: await asTypedId(service), description: 'Rua Augusta, 500' }] });
    expect(await suggestions(service, 'Avenida Paulista 1000')).toEqual(['Avenida Paulista 1000']);
    // Shorter than 6 characters, or with characters the rule refuses: nothing.
    expect(await service.autocomplete('qqxqq')).toEqual({ ok: true, value: [] });
    expect(await service.autocomplete('qqxqq @ 12')).toEqual({ ok: true, value: [] });
  });

  it('keeps the search 24 hours, for every way of typing the same text', async () => {
    const clock = new FixedClock();
    const gazetteer = countingGazetteer();
    const cached = new OfflineMapsService({ clock, loadGazetteer: gazetteer.load });

    const first = await cached.autocomplete('Rua Augusta, 500, São Paulo', { language: 'en' });
    const searches = gazetteer.searches();
    expect(searches).toBeGreaterThan(0);

    clock.advance({ hours: 23, minutes: 59 });
    expect(await cached.autocomplete('Rua Augusta, 500, São Paulo', { language: 'en' })).toEqual(first);
    // Same search, but the description keeps this call's own text and language.
    const retyped = await cached.autocomplete('rua augusta,500 , sao paulo', { language: 'pt-BR' });
    expect(retyped.ok && retyped.value[0]?.description).toBe('rua augusta, 500, São Paulo, SP, Brasil');
    expect(gazetteer.searches()).toBe(searches);

    clock.advance({ minutes: 2 });
    expect(await cached.autocomplete('Rua Augusta, 500, São Paulo', { language: 'en' })).toEqual(first);
    expect(gazetteer.searches()).toBeGreaterThan(searches);
  });

  it('loads the gazetteer only when first asked', async () => {
    let loads = 0;
    const lazy = new OfflineMapsService({
      loadGazetteer: () => {
        loads += 1;
        return loadBundledGazetteer();
      },
    });
    expect(loads).toBe(0);
    await lazy.autocomplete('Campinas');
    await lazy.autocomplete('Santos');
    expect(loads).toBe(1);
  });

  it('loads the gazetteer when told to be ready, once for the calls after it', async () => {
    let loads = 0;
    const early = new OfflineMapsService({
      loadGazetteer: () => {
        loads += 1;
        return loadBundledGazetteer();
      },
    });
    await early.ready();
    expect(loads).toBe(1);
    await early.autocomplete('Campinas');
    expect(loads).toBe(1);
  });

  it('answers MAPS_UNAVAILABLE when the gazetteer cannot load, and tries again next time', async () => {
    let fail = true;
    const flaky = new OfflineMapsService({
      loadGazetteer: () => (fail ? Promise.reject(new Error('chunk failed to load')) : loadBundledGazetteer()),
    });
    expect(await flaky.autocomplete('Campinas')).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'chunk failed to load' } });
    expect(await flaky.geocode({ id: 'offline:0', description: 'Campinas, SP, Brazil' })).toMatchObject({ ok: false, error: { code: 'MAPS_UNAVAILABLE' } });
    fail = false;
    expect(await flaky.autocomplete('Campinas')).toMatchObject({ ok: true });
  });
});

describe('OfflineMapsService.geocode', () => {
  const service = new OfflineMapsService();

  async function geocodeFirst(query: string): Promise<{ readonly description: string; readonly latitude: number; readonly longitude: number }> {
    const found = await service.autocomplete(query, { language: 'en' });
    const first = found.ok ? found.value[0] : undefined;
    if (!first) throw new Error(`no suggestion for ${query}`);
    const place = await service.geocode(first);
    if (!place.ok) throw new Error(`geocode failed: ${place.error.code}`);
    return place.value;
  }

  it("gives a picked suggestion's real coordinates", async () => {
    expect(await geocodeFirst('São Paulo, SP')).toEqual({ description: 'São Paulo, SP, Brazil', latitude: expect.closeTo(-23.55, 1), longitude: expect.closeTo(-46.63, 1) });
    expect(await geocodeFirst('Paris, France')).toEqual({ description: 'Paris, France', latitude: expect.closeTo(48.85, 1), longitude: expect.closeTo(2.35, 1) });
    expect(await geocodeFirst('Rio de Janeiro')).toMatchObject({ latitude: expect.closeTo(-22.91, 1), longitude: expect.closeTo(-43.18, 1) });
  });

  it("gives a street address the coordinates of its place, and keeps the person's text", async () => {
    expect(await geocodeFirst('Rua Augusta, 500, São Paulo')).toEqual({
      description: 'Rua Augusta, 500, São Paulo, SP, Brazil',
      latitude: expect.closeTo(-23.55, 1),
      longitude: expect.closeTo(-46.63, 1),
    });
    // A district of São Paulo has its own coordinates.
    expect(await geocodeFirst('Alameda Santos, 1000, Jardim Paulista')).toMatchObject({ latitude: expect.closeTo(-23.57, 1), longitude: expect.closeTo(-46.66, 1) });
  });

  it('finds a suggestion it did not make by its text', async () => {
    expect(await service.geocode({ id: 'google:abc', description: 'Avenida Paulista, 1000, São Paulo' })).toEqual({
      ok: true,
      value: { description: 'Avenida Paulista, 1000, São Paulo', latitude: expect.closeTo(-23.55, 1), longitude: expect.closeTo(-46.63, 1) },
    });
    // An id that points at another place than its text names is not trusted.
    expect(await service.geocode({ id: 'offline:0', description: 'Paris, France' })).toMatchObject({ ok: true, value: { latitude: expect.closeTo(48.85, 1) } });
  });

  it('puts an "as typed" address at the fallback position, São Paulo unless configured', async () => {
    expect(await geocodeFirst('Avenida Paulista, 1000')).toEqual({ description: 'Avenida Paulista, 1000', ...SAO_PAULO, approximate: true });
    const lisbon = new OfflineMapsService({ fallbackPosition: { latitude: 38.72, longitude: -9.14 } });
    expect(await lisbon.geocode({ id: await asTypedId(lisbon), description: 'Rua Augusta, 500' })).toEqual({ ok: true, value: { description: 'Rua Augusta, 500', latitude: 38.72, longitude: -9.14, approximate: true } });
    // An "as typed" text that does name a place gets that place's coordinates.
    expect(await service.geocode({ id: await asTypedId(service), description: 'Paris, France' })).toMatchObject({ ok: true, value: { latitude: expect.closeTo(48.85, 1) } });
  });

  it('marks a place found by a name the text only partly matches as approximate, and not one it names', async () => {
    const typo = await service.geocode({ id: 'offline:0', description: 'Rua Augusta, 500, Ribeirao Pre' });
    expect(typo).toMatchObject({ ok: true, value: { approximate: true } });
    const named = await service.geocode({ id: 'google:abc', description: 'Rua Augusta, 500, Campinas' });
    expect(named.ok && named.value.approximate).toBeUndefined();
  });

  it('answers MAPS_NOT_FOUND when no place matches', async () => {
    expect(await service.geocode({ id: 'offline:99999999', description: 'Rua Augusta, 500' })).toEqual({ ok: false, error: { code: 'MAPS_NOT_FOUND' } });
    expect(await service.geocode({ id: 'nothing', description: 'qqxqqxqq' })).toEqual({ ok: false, error: { code: 'MAPS_NOT_FOUND' } });
  });
});
