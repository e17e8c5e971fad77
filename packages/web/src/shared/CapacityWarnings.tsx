// The warning before booking a team past its capacity (core's capacityWarnings): each day over,
// with the hours it would have booked, the capacity and how far over, in the person's language.
// It never stops the person: the flow's own button still goes on, and the text says so.
// Types only from core: this module is shared by several routes, and core's scheduling code is
// not something every signed-in page should load.
import type { CapacityWarning } from '@fieldteam/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { formatPercent, formatWeekdayDate } from './format';
import './capacity-warnings.css';

/** A list this long scrolls inside its box (and takes the keyboard focus, to be scrolled). */
const SCROLLS_FROM = 5;

/** "9 h 30", "8 h", "45 min" (kept on one line). */
export function durationText(minutes: number, t: TFunction<'capacity'>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { minutes: rest });
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

function lineOf(warning: CapacityWarning, t: TFunction<'capacity'>, language: string): string {
  const values = { team: warning.teamName, date: formatWeekdayDate(warning.day, language), booked: durationText(warning.bookedMinutes, t) };
  if (warning.openMinutes === 0) return t('closed', values);
  const measured = { ...values, capacity: durationText(warning.capacityMinutes, t), over: durationText(warning.bookedMinutes - warning.capacityMinutes, t) };
  return warning.reservePercent > 0 ? t('day', { ...measured, reserve: formatPercent(warning.reservePercent, language) }) : t('dayNoReserve', measured);
}

export function CapacityWarnings({ warnings }: { warnings: readonly CapacityWarning[] }) {
  const { t, i18n } = useTranslation('capacity');
  if (warnings.length === 0) return null;
  const title = t('title', { count: warnings.length });
  const scrolls = warnings.length >= SCROLLS_FROM;
  return (
    <Alert tone="warning" className="ft-capacity">
      <p className="ft-capacity__title">
        <strong>{title}</strong>
      </p>
      <ul className={`ft-capacity__list${scrolls ? ' ft-capacity__list--scroll' : ''}`} aria-label={title} tabIndex={scrolls ? 0 : undefined}>
        {warnings.map((warning) => (
          <li key={`${warning.teamId} ${warning.day.toString()}`}>{lineOf(warning, t, i18n.language)}</li>
        ))}
      </ul>
      <p className="ft-capacity__note">{t('goOn')}</p>
    </Alert>
  );
}
