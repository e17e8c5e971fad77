// The calendar's "Move a day": the button, and the dialog that chooses, previews (with the days it
// would take a team past its capacity) and sends the move (MoveDayViewModel). A move left unfinished opens again and goes on when the calendar opens.
import type { DayMovePlan, DayMoveSummary } from '@fieldteam/core';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formatShortDate, formatTime } from '../../shared/format';
import { ALL_TEAMS, MoveDayViewModel } from './move-day.view-model';
import './calendar-tools.css';

/**
 * The warning of a team booked past its capacity, fetched with its texts only when a previewed move
 * would do that (most moves do not), so that the calendar does not load it to open.
 */
const CapacityWarnings = lazy(() => import('../../shared/CapacityWarnings').then(({ CapacityWarnings }) => ({ default: CapacityWarnings })));

const dayText = (iso: string, language: string) => formatShortDate(Temporal.PlainDate.from(iso.slice(0, 10)), language);
const whenText = (dateTime: Temporal.PlainDateTime, language: string) => `${formatShortDate(dateTime.toPlainDate(), language)} ${formatTime(dateTime, language)}`;
const listText = (parts: readonly string[], language: string) => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);

/**
 * The preview's header, true to the plan: all on the target day, or date by date when the target
 * day is full and the walk takes some further, or none when every visit stays.
 */
function previewTitleOf(plan: DayMovePlan, summary: DayMoveSummary, t: TFunction<'day'>, language: string): string {
  const day = formatShortDate(plan.day, language);
  if (summary.moving === 0) return t('move.previewNone', { day, target: formatShortDate(plan.target, language) });
  if (summary.allOnTarget) return t('move.previewTitle', { count: summary.moving, day, target: formatShortDate(plan.target, language) });
  const landings = summary.landings.map((landing) => t('move.landing', { count: landing.count, date: formatShortDate(landing.date, language) }));
  return t('move.previewSpread', { count: summary.moving, day, landings: listText(landings, language) });
}

export const MoveDayDialog = observer(function MoveDayDialog({ day, onMoved }: { day?: Temporal.PlainDate; onMoved: () => void }) {
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(MoveDayViewModel);
  useEffect(() => {
    vm.onMoved(onMoved);
    void vm.resumeKept();
  }, [vm, onMoved]);

  const { done, failed, total } = vm.progress;
  const plan = vm.plan;
  const record = vm.record;
  const summary = vm.summary;
  const placed = summary?.moving ?? 0;
  const previewTitle = plan && summary ? previewTitleOf(plan, summary, t, language) : '';

  const actions =
    vm.step === 'choose' ? (
      <>
        <Button variant="secondary" onClick={() => vm.close()}>
          {t('move.close')}
        </Button>
        <Button busy={vm.busy} disabled={vm.teams.length === 0} onClick={() => void vm.preview()}>
          {t('move.preview')}
        </Button>
      </>
    ) : vm.step === 'preview' ? (
      <>
        <Button variant="secondary" onClick={() => vm.back()}>
          {t('move.back')}
        </Button>
        <Button disabled={placed === 0} onClick={() => void vm.confirm()}>
          {t('move.confirm')}
        </Button>
      </>
    ) : (
      <>
        {failed > 0 && !vm.busy ? <Button onClick={() => void vm.retry()}>{t('move.retry')}</Button> : null}
        {vm.canMoveBack ? (
          <Button variant="secondary" onClick={() => void vm.moveBack()}>
            {t('move.moveBack')}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={vm.busy} onClick={() => vm.close()}>
          {t('move.close')}
        </Button>
      </>
    );

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void vm.openFor(day)}>
        {t('move.open')}
      </Button>
      {vm.canMoveBack && !vm.open && record ? (
        <p className="ft-move__banner" role="status">
          {t('move.movedBanner', { day: dayText(record.day, language), target: dayText(record.target, language) })}{' '}
          <Button variant="ghost" size="small" onClick={() => void vm.moveBack()}>
            {t('move.moveBack')}
          </Button>
        </p>
      ) : null}
      <Dialog open={vm.open} title={t('move.title')} onClose={() => vm.close()} actions={actions}>
        {vm.problem ? <Alert tone="error">{text(vm.problem)}</Alert> : null}
        {vm.step === 'choose' ? (
          <div className="ft-move__fields">
            <TextField label={t('move.day')} type="date" value={vm.day} onChange={(value) => void vm.setDay(value)} />
            {vm.teams.length === 0 ? (
              <p>{t('move.noTeams')}</p>
            ) : (
              <SelectField
                label={t('move.team')}
                value={vm.team}
                options={[{ value: ALL_TEAMS, label: t('move.allTeams') }, ...vm.teams.map((team) => ({ value: team.id, label: t('move.teamOption', { name: team.name, count: team.pending }) }))]}
                onChange={(value) => vm.setTeam(value)}
              />
            )}
            <fieldset className="ft-move__target">
              <legend>{t('move.target')}</legend>
              <label>
                <input type="radio" name="move-target" checked={vm.targetKind === 'next-working-day'} onChange={() => vm.setTarget('next-working-day')} /> {t('move.nextWorkingDay')}
              </label>
              <label>
                <input type="radio" name="move-target" checked={vm.targetKind === 'date'} onChange={() => vm.setTarget('date')} /> {t('move.aDate')}
              </label>
            </fieldset>
            {vm.targetKind === 'date' ? <TextField label={t('move.targetDate')} type="date" value={vm.targetDate} onChange={(value) => vm.setTarget('date', value)} /> : null}
          </div>
        ) : null}
        {vm.step === 'preview' && plan && summary ? (
          <>
            <p>{previewTitle}</p>
            {summary.staying > 0 && placed > 0 ? <p>{t('move.staying', { count: summary.staying })}</p> : null}
            {vm.capacityWarnings.length > 0 ? (
              <Suspense fallback={null}>
                <CapacityWarnings warnings={vm.capacityWarnings} />
              </Suspense>
            ) : null}
            <ul className="ft-move__list" tabIndex={0} aria-label={previewTitle}>
              {plan.changes.map((change) => (
                <li key={change.visit.id}>
                  <strong>{change.visit.clientName}</strong> ({change.teamName}): {whenText(change.from.toPlainDateTime(), language)} →{' '}
                  {change.to
                    ? whenText(change.to.toPlainDateTime(), language)
                    : change.clientVisit
                      ? t('move.clientVisit', { time: formatTime(change.clientVisit.start.toPlainDateTime(), language), date: formatShortDate(change.clientVisit.start.toPlainDate(), language) })
                      : t('move.unplaced')}
                  {change.to && change.avoided.length > 0 ? <> — {t('move.avoids', { names: [...new Set(change.avoided.map((a) => a.clientName))].join(', ') })}</> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {vm.step === 'sending' && record ? (
          <>
            {vm.unfinished && !vm.busy && failed === 0 ? <p>{t('move.resumeNote')}</p> : null}
            <label className="ft-field__label">
              {t('move.progress', { done, count: total })}
              <progress className="ft-move__progress" max={total} value={done} />
            </label>
            {vm.finished ? <Alert tone="success">{record.direction === 'back' ? t('move.finishedBack') : t('move.finished')}</Alert> : null}
            {failed > 0 ? (
              <>
                <p role="alert">{t('move.failedCount', { count: failed })}</p>
                <ul className="ft-move__list" tabIndex={0} aria-label={t('move.failedCount', { count: failed })}>
                  {vm.failures.map(({ step, message }) => (
                    <li key={step.visitId}>
                      {step.clientName}, {whenText(Temporal.PlainDateTime.from(step.to), language)}: {text(message)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </Dialog>
    </>
  );
});
