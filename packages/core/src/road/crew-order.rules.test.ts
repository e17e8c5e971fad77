import { describe, expect, it } from 'vitest';
import { moveStop, pinsInDay, unpin, visitNext } from './crew-order.rules';

describe("the crew's order", () => {
  it('"visit next" puts the stop first of the pins, the others keep their order after it', () => {
    expect(visitNext([], 'c')).toEqual(['c']);
    expect(visitNext(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(visitNext(['a', 'b'], 'd')).toEqual(['d', 'a', 'b']);
  });

  it('moving a stop up or down pins the order shown down to the lower of the two places, the swap included', () => {
    const shown = ['a', 'b', 'c', 'd', 'e'];
    expect(moveStop(shown, 'd', -1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveStop(shown, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveStop(shown, 'a', 1)).toEqual(['b', 'a']);
    expect(moveStop(shown, 'b', -1)).toEqual(['b', 'a']);
  });

  it('has nowhere to move the first stop up, the last down, or a stop not shown', () => {
    expect(moveStop(['a', 'b'], 'a', -1)).toBeNull();
    expect(moveStop(['a', 'b'], 'b', 1)).toBeNull();
    expect(moveStop(['a', 'b'], 'z', 1)).toBeNull();
  });

  it("unpins one stop and leaves the others' pins alone", () => {
    expect(unpin(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(unpin(['a'], 'z')).toEqual(['a']);
  });

  it('keeps the pins of stops still in the day, each once', () => {
    expect(pinsInDay(['a', 'gone', 'b', 'a'], new Set(['a', 'b', 'c']))).toEqual(['a', 'b']);
  });
});
