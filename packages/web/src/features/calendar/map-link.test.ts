import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link';

describe('mapLink', () => {
  it('links to the map only when the client has coordinates', () => {
    expect(mapLink(-23.55, -46.63)).toBe('https://www.google.com/maps/search/?api=1&query=-23.55,-46.63');
    expect(mapLink(null, -46.63)).toBeNull();
    expect(mapLink(Number.NaN, 0)).toBeNull();
  });
});
