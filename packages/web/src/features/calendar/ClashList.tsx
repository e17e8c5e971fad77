// The clashes filter of the calendar: a switch with their count, and the list of the visits that
// clash from today on, each opening its day.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import type { CalendarClashesViewModel } from './calendar-clashes.view-model';
import type { CalendarDialogViewModel } from './calendar-dialog.view-model';
import { formatLongDate, formatTime } from '../../shared/format';

export const ClashToggle = observer(function ClashToggle({ clashes, controls, counting }: { clashes: CalendarClashesViewModel; controls: string; counting: boolean }) {
  const { t } = useTranslation('calendar');
  if (counting) return <ClashTogglePlace />;
  return (
    <Button variant={clashes.count > 0 ? 'secondary' : 'ghost'} size="small" onClick={() => clashes.toggle()} aria-expanded={clashes.open} aria-controls={controls}>
      {clashes.open ? t('clashes.hide') : t('clashes.show', { count: clashes.count })}
    </Button>
  );
});

/**
 * The toggle's place until the visits are read: kept, but nothing shown or said, so that "Today"
 * beside it stays where it was first drawn.
 */
export function ClashTogglePlace() {
  const { t } = useTranslation('calendar');
  return (
    <Button variant="ghost" size="small" className="ft-cal-clash-toggle--counting" disabled aria-hidden="true" tabIndex={-1}>
      {t('clashes.show', { count: 0 })}
    </Button>
  );
}

export const ClashList = observer(function ClashList({ id, clashes, dialog }: { id: string; clashes: CalendarClashesViewModel; dialog: CalendarDialogViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const labels = usePaginationLabels();
  const titleId = useId();
  const language = i18n.language;
  if (!clashes.open) return <div id={id} hidden />;
  return (
    <section id={id} className="ft-cal-clashes" aria-labelledby={titleId}>
      <h3 id={titleId} className="ft-field__label">
        {t('clashes.title')}
      </h3>
      {clashes.count === 0 ? (
        <p className="ft-field__hint">{t('clashes.none')}</p>
      ) : (
        <>
          <ul className="ft-cal-tasklist">
            {clashes.pageItems.map((task) => (
              <li key={task.key}>
                <button type="button" className="ft-cal-task" onClick={() => dialog.openDay(task.visit.start.toPlainDate())}>
                  <span aria-hidden="true">⚠ </span>
                  {t('clashes.item', {
                    date: formatLongDate(task.visit.start.toPlainDate(), language),
                    time: formatTime(task.visit.start, language),
                    client: task.record.client.name,
                    team: task.record.team?.name ?? '',
                    other: task.clash?.clientName ?? '',
                    otherTime: task.clash ? formatTime(task.clash.start, language) : '',
                  })}
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={Math.min(clashes.page, clashes.pageCount)} pageCount={clashes.pageCount} onChange={(page) => clashes.setPage(page)} labels={labels} />
        </>
      )}
    </section>
  );
});
