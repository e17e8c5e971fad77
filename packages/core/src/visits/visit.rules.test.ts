import { describe, expect, it } from 'vitest';
import { OBSERVATION_MAX_LENGTH, truncateObservation } from './visit.rules';

describe('observation', () => {
  it('keeps 250 characters and cuts the rest', () => {
    expect(truncateObservation('a'.repeat(250))).toHaveLength(250);
    expect(truncateObservation('a'.repeat(251))).toBe('a'.repeat(250));
    expect(OBSERVATION_MAX_LENGTH).toBe(250);
  });

  it('does not split an emoji at the cut', () => {
    const text = 'a'.repeat(249) + '😀b';
    expect(truncateObservation(text)).toBe('a'.repeat(249));
    expect(truncateObservation('a'.repeat(248) + '😀b')).toBe('a'.repeat(248) + '😀');
  });
});
