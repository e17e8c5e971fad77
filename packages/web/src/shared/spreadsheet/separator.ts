// Which of tab, ';' and ',' a text file separates its fields with, read from its header row.
import type { SheetSeparator } from '@fieldteam/core';

/**
 * The separator of the header row: the most frequent of tab, ';' and ',' outside quotes (',' when
 * none). On a tie tab wins, then ';': a header's names hold commas more often than either.
 */
export function separatorOf(text: string): SheetSeparator {
  const counts = new Map<SheetSeparator, number>([['\t', 0], [';', 0], [',', 0]]);
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(char as SheetSeparator)) counts.set(char as SheetSeparator, counts.get(char as SheetSeparator)! + 1);
  }
  const [best, most] = [...counts.entries()].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  return most === 0 ? ',' : best;
}
