// A time of day as a person types it: on the 24-hour clock ("14:30") or the 12-hour one ("2:30 PM",
// "2:30pm", "2 PM"), whichever their language shows (the app shows AM/PM in English,
// and a dialog that took only HH:MM refused what it showed).
import { Temporal } from 'temporal-polyfill';

/** The time typed, or null when it is none. 12 AM is midnight and 12 PM noon. */
export function readTypedTime(text: string): Temporal.PlainTime | null {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridian = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridian === undefined) {
    // Without AM/PM a bare hour is ambiguous only on the 12-hour clock: "14" is fine, "2" needs its minutes.
    if (match[2] === undefined || hour > 23) return null;
    return Temporal.PlainTime.from({ hour, minute });
  }
  if (hour < 1 || hour > 12) return null;
  return Temporal.PlainTime.from({ hour: (hour % 12) + (meridian === 'p' ? 12 : 0), minute });
}
