// Lengths of time as the day's screens say them (the road's lateness, the live board's). A module
// of its own: format.ts is part of the entry every page loads, these are not.
import { numberFormat } from './format';

/** A length of time in the language's short units: "12 min", "2 hr", "2 hr 5 min". */
export function formatMinutes(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') => numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0 ? unit(minutes / 60, 'hour') : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}`;
}
