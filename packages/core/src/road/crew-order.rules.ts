// The crew's own say in the visiting order (plan-the-road.md, "Pinning"): the stops it pinned to
// come first, in its order (client ids); the engine orders the rest after them. A stop is pinned
// "next", or the order is changed by hand one place at a time, or a pin is taken off again.

/** The stops the crew pinned to come first, in its order. */
export type CrewOrder = readonly string[];

/** "Visit next": the stop becomes the first of the crew's pins (the others keep their order after it). */
export function visitNext(pinned: CrewOrder, id: string): string[] {
  return [id, ...pinned.filter((other) => other !== id)];
}

/**
 * Moves a stop one place up (-1) or down (+1) in the order shown. The order down to the lower of
 * the two places becomes the crew's: the stop swapped with keeps its new place too, and the
 * stops above stay where the crew saw them. Null when there is no place to move to.
 */
export function moveStop(shown: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = shown.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= shown.length) return null;
  const order = [...shown];
  order[from] = shown[to]!;
  order[to] = id;
  return order.slice(0, Math.max(from, to) + 1);
}

/** Takes the stop's pin off: the engine places it again. */
export function unpin(pinned: CrewOrder, id: string): string[] {
  return pinned.filter((other) => other !== id);
}

/** The pins of stops still in the day, each once, in order (a visit finished or cancelled leaves it). */
export function pinsInDay(pinned: CrewOrder, dayIds: ReadonlySet<string>): string[] {
  return [...new Set(pinned)].filter((id) => dayIds.has(id));
}
