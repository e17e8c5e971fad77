// Reads and checks working hours as the wire carries them, with core's rules: known weekday
// names, whole hours, start before end, no day twice, no working hours on a closed day.
import { fromWireWeekday, fromWireWholeHour, toWireHours } from '@fieldteam/api-contract';
import { addClosedDay, addWorkingHours, EMPTY_BUSINESS_HOURS, validationMessagesEn, type BusinessHours } from '@fieldteam/core';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const HOURS_MESSAGES = {
  shape: 'business_hours must hold workingHours (a list of { id, day, startTime, endTime }) and closedDays (a list of day names).',
  day: 'Unknown day name in business_hours.',
  range: 'Working hours must start before they end, in whole hours from 00:00 to 23:00.',
  empty: validationMessagesEn.WORKING_HOURS_REQUIRED,
} as const;

export function readWireHours(value: unknown): { ok: true; hours: BusinessHours } | { ok: false; message: string } {
  if (!isObject(value) || !Array.isArray(value.workingHours) || !Array.isArray(value.closedDays)) return { ok: false, message: HOURS_MESSAGES.shape };
  if (value.workingHours.length > 7 || value.closedDays.length > 7) return { ok: false, message: HOURS_MESSAGES.shape };
  let hours: BusinessHours = EMPTY_BUSINESS_HOURS;
  for (const name of value.closedDays) {
    const day = fromWireWeekday(name);
    if (!day) return { ok: false, message: HOURS_MESSAGES.day };
    const added = addClosedDay(hours, day);
    if (!added.ok) return { ok: false, message: HOURS_MESSAGES.shape };
    hours = added.value;
  }
  for (const [index, entry] of value.workingHours.entries()) {
    if (!isObject(entry)) return { ok: false, message: HOURS_MESSAGES.shape };
    const day = fromWireWeekday(entry.day);
    if (!day) return { ok: false, message: HOURS_MESSAGES.day };
    const startHour = fromWireWholeHour(entry.startTime);
    const endHour = fromWireWholeHour(entry.endTime);
    if (startHour === null || endHour === null) return { ok: false, message: HOURS_MESSAGES.range };
    const added = addWorkingHours(hours, { day, startHour, endHour }, index);
    if (!added.ok) {
      const message =
        added.error === 'DAY_CLOSED' ? validationMessagesEn.DAY_CLOSED : added.error === 'DAY_ALREADY_ADDED' ? validationMessagesEn.DAY_ALREADY_ADDED : HOURS_MESSAGES.range;
      return { ok: false, message };
    }
    const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id).slice(0, 40) : added.value.workingHours.at(-1)!.id;
    hours = { ...added.value, workingHours: added.value.workingHours.map((w, i) => (i === added.value.workingHours.length - 1 ? { ...w, id } : w)) };
  }
  if (hours.workingHours.length === 0) return { ok: false, message: HOURS_MESSAGES.empty };
  return { ok: true, hours };
}

/** The stored, canonical wire form: Portuguese day names and "HH:00" times (the contract's). */
export { toWireHours };
