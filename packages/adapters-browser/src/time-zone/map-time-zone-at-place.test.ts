import { describe, expect, it } from 'vitest';
import { MapTimeZoneAtPlace } from './map-time-zone-at-place';

describe('MapTimeZoneAtPlace', () => {
  it.each([
    [-23.5505, -46.6333, 'America/Sao_Paulo'],
    [-3.119, -60.0217, 'America/Manaus'],
    [38.7223, -9.1393, 'Europe/Lisbon'],
    [40.7128, -74.006, 'America/New_York'],
  ])('%f, %f is in %s', async (latitude, longitude, zone) => {
    expect(await new MapTimeZoneAtPlace().zoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers from the map fetched when told to get ready, and answers again after', async () => {
    const places = new MapTimeZoneAtPlace();
    places.prepare();
    expect(await places.zoneAt(-23.5505, -46.6333)).toBe('America/Sao_Paulo');
    expect(await places.zoneAt(38.7223, -9.1393)).toBe('Europe/Lisbon');
  });

  it('answers null for coordinates outside the globe', async () => {
    expect(await new MapTimeZoneAtPlace().zoneAt(91, 0)).toBeNull();
  });
});
