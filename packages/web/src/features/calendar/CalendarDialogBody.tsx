// The calendar modal's two views: a day's tasks (client, time, status), and a client's details
// (phone, address with a map link, team, leader, members, a details toggle, the report and
// "Finalizar serviço").
import { REPORT_MAX_LENGTH } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { formatLongDate, formatShortDate, formatTime, mapLink } from './calendar-format';
import type { CalendarViewModel } from './calendar.view-model';
import { VisitStatusBadge } from './VisitStatusBadge';
import { Form } from '../../ui/Form';

/**
 * Moves focus into a view that replaced the one holding it (the task button that was clicked is
 * gone); leaves it alone when the dialog has just opened, so the dialog's own focus rules apply.
 */
function useFocusWhenLost<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [key]);
  return ref;
}

export const CalendarDialogBody = observer(function CalendarDialogBody({ vm }: { vm: CalendarViewModel }) {
  if (vm.dialog?.kind === 'day') return <DayPanel vm={vm} />;
  if (vm.dialog?.kind === 'client') return <ClientPanel vm={vm} />;
  return null;
});

const DayPanel = observer(function DayPanel({ vm }: { vm: CalendarViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const day = vm.dialog?.kind === 'day' ? vm.dialog.date.toString() : '';
  const panel = useFocusWhenLost<HTMLDivElement>(day);
  const tasks = vm.dialogTasks;
  return (
    <div ref={panel} tabIndex={-1} className="ft-cal-panel">
      {tasks.length === 0 ? (
        <p className="ft-cal-muted">{t('day.empty')}</p>
      ) : (
        <>
          <p className="ft-cal-muted">{t('day.choose')}</p>
          <ul className="ft-cal-tasklist">
            {tasks.map((task) => (
              <li key={task.key}>
                <button type="button" className="ft-cal-task" onClick={() => vm.openTask(task)}>
                  <span className="ft-cal-task__time">{formatTime(task.visit.start, i18n.language)}</span>
                  <span className="ft-cal-task__client">{task.record.client.name}</span>
                  <VisitStatusBadge status={task.visit.status} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});

const ClientPanel = observer(function ClientPanel({ vm }: { vm: CalendarViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const text = useMessageText();
  const detailsId = useId();
  const record = vm.selectedRecord;
  const panel = useFocusWhenLost<HTMLDivElement>(record?.client.id ?? '');
  if (!record) return <p className="ft-cal-muted">{t('client.missing')}</p>;
  const { client, team } = record;
  const visit = vm.selectedVisit;
  const map = client.address ? mapLink(client.address.latitude, client.address.longitude) : null;
  const fromDay = vm.dialog?.kind === 'client' ? vm.dialog.fromDay : null;
  const closed = visit !== null && (visit.status === 'finished' || visit.status === 'cancelled');
  return (
    <div ref={panel} tabIndex={-1} className="ft-cal-panel">
      {fromDay && (
        <Button variant="ghost" size="small" className="ft-cal-back" onClick={() => vm.backToDay()} disabled={vm.finishing}>
          <span aria-hidden="true">←</span> {t('client.backToDay', { date: formatShortDate(fromDay, language) })}
        </Button>
      )}
      <dl className="ft-cal-facts">
        <div>
          <dt>{t('client.phone')}</dt>
          <dd>{client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : '—'}</dd>
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
      <Button variant="secondary" size="small" aria-expanded={vm.detailsOpen} aria-controls={detailsId} onClick={() => vm.toggleDetails()}>
        {vm.detailsOpen ? t('client.hideDetails') : t('client.showDetails')}
      </Button>
      <div id={detailsId} hidden={!vm.detailsOpen} className="ft-cal-details">
        <dl className="ft-cal-facts">
          <div>
            <dt>{t('client.email')}</dt>
            <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : '—'}</dd>
          </div>
          <div>
            <dt>{t('client.recurrence')}</dt>
            <dd>{record.recurrence ? t(`recurrence.${record.recurrence}`) : '—'}</dd>
          </div>
        </dl>
        <h3 className="ft-cal-details__title">{t('client.monthVisits')}</h3>
        {vm.selectedMonthVisits.length === 0 ? (
          <p className="ft-cal-muted">{t('client.noMonthVisits')}</p>
        ) : (
          <ul className="ft-cal-visitlist">
            {vm.selectedMonthVisits.map((v) => (
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
      {vm.outcome && <Alert tone={vm.outcome.tone}>{text(vm.outcome.message)}</Alert>}
      {visit?.status === 'started' || vm.finishing ? (
        <Form className="ft-form ft-cal-report" onSubmit={() => vm.finish()}>
          <TextAreaField
            label={t('report.label')}
            value={vm.report}
            onChange={(value) => vm.setReport(value)}
            maxLength={REPORT_MAX_LENGTH}
            counter={(length, max) => t('report.counter', { length, max })}
            rows={4}
          />
          <div className="ft-cal-report__actions">
            <Button type="submit" busy={vm.finishing} disabled={!vm.canFinish}>
              {t('finish.button')}
            </Button>
          </div>
        </Form>
      ) : (
        // Only a visit in progress is finished here; say why this one is not (issue 13).
        <p className="ft-cal-muted ft-cal-why" role="note">
          {visit && closed ? t(`client.closed.${visit.status}`) : visit ? t('client.notStarted') : t('client.noOpenVisit')}
        </p>
      )}
    </div>
  );
});
