// The calendar modal's two views: a day's tasks (client, time, status), and a client's details
// (phone, address with a map link, team, leader, members, a details toggle, the report and
// "Finalizar serviço").
import { REPORT_MAX_LENGTH } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '../../shared/ContactLinks';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { formatLongDate, formatShortDate, formatTime } from '../../shared/format';
import { mapLink } from './map-link';
import type { CalendarDialogViewModel } from './calendar-dialog.view-model';
import { VisitStatusBadge } from './VisitStatusBadge';
import { DayTaskList } from './DayTaskList';
import { Form } from '../../ui/Form';

/**
 * Moves focus into a view that replaced the one holding it (the task button that was clicked is
 * gone), and shows the new view from the dialog's top, its title in view. Leaves it alone when the
 * dialog has just opened, so the dialog's own focus rules apply: the panel is made focusable only
 * here, or the dialog would give it the focus on opening instead of its first button.
 */
function useFocusWhenLost<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const panel = ref.current;
    const active = document.activeElement;
    if (!panel || (active && active !== document.body)) return;
    panel.tabIndex = -1;
    panel.focus({ preventScroll: true });
    const dialog = panel.closest('dialog');
    if (dialog) dialog.scrollTop = 0;
  }, [key]);
  return ref;
}

export const CalendarDialogBody = observer(function CalendarDialogBody({ dialog }: { dialog: CalendarDialogViewModel }) {
  if (dialog.view?.kind === 'day') return <DayPanel dialog={dialog} />;
  if (dialog.view?.kind === 'client') return <ClientPanel dialog={dialog} />;
  return null;
});

const DayPanel = observer(function DayPanel({ dialog }: { dialog: CalendarDialogViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const day = dialog.view?.kind === 'day' ? dialog.view.date.toString() : '';
  const panel = useFocusWhenLost<HTMLDivElement>(day);
  const tasks = dialog.dayTasks;
  return (
    <div ref={panel} className="ft-cal-panel">
      {tasks.length === 0 ? (
        <p className="ft-cal-muted">{t('day.empty')}</p>
      ) : (
        <>
          <p className="ft-cal-muted">{t('day.choose')}</p>
          <DayTaskList tasks={tasks} language={i18n.language} label={t('day.listLabel', { count: tasks.length })} onOpen={(task) => dialog.openTask(task)} />
        </>
      )}
    </div>
  );
});

const ClientPanel = observer(function ClientPanel({ dialog }: { dialog: CalendarDialogViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const text = useMessageText();
  const detailsId = useId();
  const record = dialog.selectedRecord;
  const panel = useFocusWhenLost<HTMLDivElement>(record?.client.id ?? '');
  if (!record) return <p className="ft-cal-muted">{t('client.missing')}</p>;
  const { client, team } = record;
  const visit = dialog.selectedVisit;
  const map = client.address ? mapLink(client.address.latitude, client.address.longitude) : null;
  const fromDay = dialog.view?.kind === 'client' ? dialog.view.fromDay : null;
  const closed = visit !== null && (visit.status === 'finished' || visit.status === 'cancelled');
  return (
    <div ref={panel} className="ft-cal-panel">
      {fromDay && (
        <Button variant="ghost" size="small" className="ft-cal-back" onClick={() => dialog.backToDay()} disabled={dialog.finishing}>
          <span aria-hidden="true">←</span> {t('client.backToDay', { date: formatShortDate(fromDay, language) })}
        </Button>
      )}
      <dl className="ft-cal-facts">
        <div>
          <dt>{t('client.phone')}</dt>
          <dd>{client.phone ? <PhoneLink phone={client.phone} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('client.address')}</dt>
          <dd>
            {client.address?.description || '—'}
            {map && (
              <>
                {' '}
                <a href={map} target="_blank" rel="noopener noreferrer" className="ft-cal-map-link">
                  {t('client.openMap')}{' '}
                  <span className="visually-hidden">({t('client.newTab')})</span>
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('client.team')}</dt>
          <dd>{team?.name ?? t('client.noTeam')}</dd>
        </div>
        <div>
          <dt>{t('client.leader')}</dt>
          <dd>{team?.leader?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('client.members')}</dt>
          <dd>{team && team.members.length > 0 ? team.members.map((m) => m.name).join(', ') : t('client.noMembers')}</dd>
        </div>
        <div>
          <dt>{t('client.visit')}</dt>
          <dd>
            {visit ? (
              <>
                {formatLongDate(visit.start.toPlainDate(), language)}, {formatTime(visit.start, language)} <VisitStatusBadge status={visit.status} />
              </>
            ) : (
              t('client.noOpenVisit')
            )}
          </dd>
        </div>
      </dl>
      <Button variant="secondary" size="small" aria-expanded={dialog.detailsOpen} aria-controls={detailsId} onClick={() => dialog.toggleDetails()}>
        {dialog.detailsOpen ? t('client.hideDetails') : t('client.showDetails')}
      </Button>
      <div id={detailsId} hidden={!dialog.detailsOpen} className="ft-cal-details">
        <dl className="ft-cal-facts">
          <div>
            <dt>{t('client.email')}</dt>
            <dd>{client.email ? <EmailLink address={client.email} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('client.recurrence')}</dt>
            <dd>{record.recurrence ? t(`recurrence.${record.recurrence}`) : '—'}</dd>
          </div>
        </dl>
        <h3 className="ft-cal-details__title">{t('client.monthVisits')}</h3>
        {dialog.selectedMonthVisits.length === 0 ? (
          <p className="ft-cal-muted">{t('client.noMonthVisits')}</p>
        ) : (
          <ul className="ft-cal-visitlist">
            {dialog.selectedMonthVisits.map((v) => (
              <li key={v.id}>
                <span>
                  {formatShortDate(v.start.toPlainDate(), language)}, {formatTime(v.start, language)}
                </span>
                <VisitStatusBadge status={v.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialog.outcome && <Alert tone={dialog.outcome.tone}>{text(dialog.outcome.message)}</Alert>}
      {visit?.status === 'started' || dialog.finishing ? (
        <Form className="ft-form ft-cal-report" onSubmit={() => dialog.finish()}>
          <TextAreaField
            label={t('report.label')}
            value={dialog.report}
            onChange={(value) => dialog.setReport(value)}
            maxLength={REPORT_MAX_LENGTH}
            counter={(length, max) => t('report.counter', { length, max })}
            rows={4}
          />
          <div className="ft-cal-report__actions">
            <Button type="submit" busy={dialog.finishing} disabled={!dialog.canFinish}>
              {t('finish.button')}
            </Button>
          </div>
        </Form>
      ) : (
        // Only a visit in progress is finished here; say why this one is not.
        <p className="ft-cal-muted ft-cal-why" role="note">
          {visit && closed ? t(`client.closed.${visit.status}`) : visit ? t('client.notStarted') : t('client.noOpenVisit')}
        </p>
      )}
    </div>
  );
});
