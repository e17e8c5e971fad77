// The mark of a visit that clashes with another visit of its team: a symbol and a word, and whom
// it clashes with (visible in lists; read by screen readers only in the month's small cells).
import type { DayTask } from '@fieldteam/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';

export function ClashMark({ task, compact = false }: { task: DayTask; compact?: boolean }) {
  const { t, i18n } = useTranslation('calendar');
  if (!task.clash) return null;
  const text = t('clashes.with', { client: task.clash.clientName, time: formatTime(task.clash.start, i18n.language) });
  return (
    <span className={`ft-cal-clash${compact ? ' ft-cal-clash--compact' : ''}`} title={compact ? text : undefined}>
      <span aria-hidden="true">⚠</span>
      <span className={compact ? 'visually-hidden' : undefined}>{compact ? text : `${t('clashes.mark')} · ${text}`}</span>
    </span>
  );
}
