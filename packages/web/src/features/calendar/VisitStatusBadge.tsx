// A visit's status as a small badge: a symbol and a colour, and the word unless `compact` (the
// day cells, where the word is read by screen readers only).
import { useTranslation } from 'react-i18next';
import type { VisitStatus } from './calendar-records';

const SYMBOLS: Readonly<Record<VisitStatus, string>> = { pending: '○', started: '▶', finished: '✓', cancelled: '✕' };

export function VisitStatusBadge({ status, compact = false }: { status: VisitStatus; compact?: boolean }) {
  const { t } = useTranslation('calendar');
  const label = t(`status.${status}`);
  return (
    <span className={`ft-cal-status ft-cal-status--${status}${compact ? ' ft-cal-status--compact' : ''}`} title={compact ? label : undefined}>
      <span aria-hidden="true">{SYMBOLS[status]}</span>
      <span className={compact ? 'visually-hidden' : undefined}>{label}</span>
    </span>
  );
}
