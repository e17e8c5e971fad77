import { haversineMetres } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { OfflineDirectionsService } from './offline-directions.service';

const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
const campinas = { latitude: -22.9056, longitude: -47.0608 };
const santos = { latitude: -23.9608, longitude: -46.3336 };

describe('OfflineDirectionsService', () => {
  const service = new OfflineDirectionsService();

  it('goes in straight segments from the origin through the stops in the order given', async () => {
    const result = await service.directions({ origin: saoPaulo, stops: [campinas, santos] });
    if (!result.ok) throw new Error(result.error.code);
    const directions = result.value;
    expect(directions.kind).toBe('straight-line');
    expect(directions.path).toEqual([saoPaulo, campinas, santos]);
    expect(directions.legs.map((leg) => [leg.from, leg.to])).toEqual([
      [saoPaulo, campinas],
      [campinas, santos],
    ]);
    expect(directions.legs.every((leg) => leg.durationSeconds === null)).toBe(true);
    expect(directions.durationSeconds).toBeNull();
  });

  it('measures great-circle distances and sums them', async () => {
    const result = await service.directions({ origin: saoPaulo, stops: [campinas, santos] });
    if (!result.ok) throw new Error(result.error.code);
    const [first, second] = result.value.legs;
    expect(first!.distanceMetres).toBeCloseTo(haversineMetres(saoPaulo, campinas), 6);
    // São Paulo - Campinas is about 84 km in a straight line.
    expect(first!.distanceMetres / 1000).toBeCloseTo(83.6, 0);
    expect(result.value.distanceMetres).toBeCloseTo(first!.distanceMetres + second!.distanceMetres, 6);
  });

  it('answers an empty route when there are no stops', async () => {
    const result = await service.directions({ origin: saoPaulo, stops: [] });
    expect(result).toEqual({ ok: true, value: { legs: [], path: [saoPaulo], distanceMetres: 0, durationSeconds: null, kind: 'straight-line' } });
  });

  it('handles more than 25 stops in one answer', async () => {
    const stops = Array.from({ length: 60 }, (_, i) => ({ latitude: -23 + i / 100, longitude: -46 }));
    const result = await service.directions({ origin: saoPaulo, stops });
    expect(result.ok && result.value.legs.length).toBe(60);
  });
});
