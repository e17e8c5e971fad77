// The conflict dialog: how many visits conflict with the team's agenda, the automatic adjustment,
// and for each date still open: why, the nearest free slots, a typed time, or skip. After
// adjusting it reads "12 of 52 visits moved" and lists every change.
import { readTypedTime, type VisitTask } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../shared/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import type { SchedulePlanner } from './schedule-planner';
import { Form } from '../../ui/Form';
import { brokenRules, windowRule } from './conflict-rules';

/** When a visit of the agenda ends: its start plus the client's service time (an hour when unknown). */
const endOf = (task: VisitTask) => task.start.add({ minutes: task.durationMinutes > 0 ? task.durationMinutes : 60 });

/** An example time as this language shows times (2:30 PM in English, 14:30 in pt-BR): what the time box takes. */
const exampleTime = (language: string) => formatTime(Temporal.PlainDateTime.from('2026-01-05T14:30'), language);

/** The distinct clients a date clashed with, in agenda order. */
const clientNames = (tasks: readonly unknown[]) => [...new Set((tasks as VisitTask[]).map((task) => task.clientName))].join(', ');

/** What a change of existing visits says instead of the add-dates wording (a visit moved, a team change). */
interface ConflictDialogWording {
  /** A line above the summary: what is being changed. */
  readonly intro?: string;
  /** The final button (default "Use N visits"). */
  readonly accept?: string;
  /** Each open date's skip button (default "Skip this date"). */
  readonly skip?: string;
  /** Other content under the summary (a team change's other teams). */
  readonly extra?: ReactNode;
}

export const ConflictDialog = observer(function ConflictDialog({ planner, onDone, wording = {} }: { planner: SchedulePlanner; onDone?: () => void; wording?: ConflictDialogWording }) {
  const { t, i18n } = useTranslation('clients');
  const language = i18n.language;
  const plan = planner.plan;
  const summary = planner.summary;
  if (!plan || !summary) return null;
  const open = planner.openEntries;
  const manual = planner.manualIndex;
  return (
    // Once every clash is moved or skipped the title says so (it kept saying "Some visits clash").
    <Dialog open={planner.conflictsOpen} title={summary.conflicting === 0 && open.length === 0 ? t('conflicts.resolvedTitle') : t('conflicts.title')} onClose={() => planner.closeConflicts()}>
      <div className="ft-conflicts">
        {wording.intro && <p>{wording.intro}</p>}
        <p className="ft-conflicts__summary" role="status">
          {summary.conflicting > 0 && t('conflicts.found', { count: summary.conflicting, total: summary.total })}
          {summary.conflicting === 0 && t('conflicts.moved', { count: summary.moved, total: summary.total })}
          {summary.skipped > 0 && ` ${t('conflicts.skippedCount', { count: summary.skipped })}`}
          {summary.unplaced > 0 && ` ${t('conflicts.unplacedCount', { count: summary.unplaced })}`}
        </p>
        {wording.extra}
        {summary.conflicting > 0 && (
          <div className="ft-conflicts__choice">
            <Button onClick={() => planner.adjustAutomatically()}>{t('conflicts.automatic')}</Button>
            <span className="ft-field__hint">{t('conflicts.automaticHint')}</span>
          </div>
        )}
        {planner.changedEntries.length > 0 && (
          <section className="ft-conflicts__changes" aria-labelledby="conflict-changes-title">
            <h3 id="conflict-changes-title" className="ft-field__label">
              {t('conflicts.changes', { count: planner.changedEntries.length })}
            </h3>
            {/* Every change stays listed; a long list scrolls (focusable so the keyboard can scroll it). */}
            <ul className="ft-inline-list ft-conflicts__changes-list" tabIndex={0} aria-labelledby="conflict-changes-title">
              {planner.changedEntries.map((i) => {
                const e = plan.entries[i]!;
                return (
                  <li key={i}>
                    <span>
                      {e.status === 'skipped'
                        ? t('conflicts.skippedEntry', { from: formatDateTime(e.original, language) })
                        : t('conflicts.movedEntry', {
                            from: formatDateTime(e.original, language),
                            // Same day: only the new time, so the change reads at a glance.
                            to: !e.date ? '' : e.date.toPlainDate().equals(e.original.toPlainDate()) ? formatTime(e.date, language) : formatDateTime(e.date, language),
                          })}
                      {e.conflicts.length > 0 && ` · ${t('conflicts.avoiding', { client: clientNames(e.conflicts) })}`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {open.length > 0 && (
          <>
            <h3 className="ft-field__label">{t('conflicts.openTitle', { count: open.length })}</h3>
            <ul className="ft-conflicts__list">
              {open.slice(0, 60).map((i) => {
                const e = plan.entries[i]!;
                const task = e.conflicts[0] as VisitTask | undefined;
                return (
                  <li key={i} className="ft-conflict">
                    <div className="ft-conflict__head">
                      <strong>{formatDateTime(e.original, language)}</strong>
                      <span className="ft-field__hint">
                        {e.status === 'unplaced'
                          ? t('conflicts.unplaced')
                          : task
                            ? t('conflicts.why', {
                                client: task.clientName,
                                time: formatTime(task.start, language),
                                end: formatTime(endOf(task), language),
                                // The date conflicts by the window of the policy (the Continue check).
                                rule: windowRule(plan.rules, t, language),
                              })
                            : t('conflicts.whyOther')}
                      </span>
                    </div>
                    <div className="ft-table__actions ft-conflict__actions">
                      <Button size="small" variant="secondary" onClick={() => planner.openManual(i)} aria-expanded={manual === i}>
                        {t('conflicts.chooseSlot')}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => planner.skip(i)}>
                        {wording.skip ?? t('conflicts.skip')}
                      </Button>
                    </div>
                    {manual === i && (
                      <div className="ft-conflict__manual">
                        <ul className="ft-conflict__reasons">
                          {planner.manualExplanation.map((x, k) => (
                            <li key={k}>
                              {x.kind === 'task'
                                ? t('conflicts.reasonTask', {
                                    client: (x.task as VisitTask).clientName,
                                    start: formatTime((x.task as VisitTask).start, language),
                                    end: formatTime(endOf(x.task as VisitTask), language),
                                    minutes: Math.round(x.minutesApart),
                                    rules: brokenRules(x.reasons, plan.rules, t, language),
                                  })
                                : t('conflicts.reasonOther', { minutes: Math.round(x.minutesApart), rules: brokenRules(x.reasons, plan.rules, t, language) })}
                            </li>
                          ))}
                        </ul>
                        <div className="ft-chips__list" role="group" aria-label={t('conflicts.suggestions')}>
                          {[...planner.manualSuggestions.before, ...planner.manualSuggestions.after].map((slot) => (
                            <Button key={slot.toString()} size="small" variant="secondary" onClick={() => planner.pick(slot)}>
                              {formatDateTime(slot, language)}
                            </Button>
                          ))}
                        </div>
                        <Form
                          className="ft-row"
                          onSubmit={() => {
                            // Typed as the app shows times (2:30 PM in English): the planner takes HH:MM.
                            const typed = readTypedTime(planner.typedTime);
                            if (typed) planner.setTypedTime(typed.toString({ smallestUnit: 'minute' }));
                            planner.pickTypedTime();
                          }}
                        >
                          <TextField
                            label={t('conflicts.typeTime', { example: exampleTime(language) })}
                            placeholder={exampleTime(language)}
                            value={planner.typedTime}
                            onChange={(v) => planner.setTypedTime(v)}
                            error={planner.manualRefusal ? t(`conflicts.refusals.${planner.manualRefusal}`, { example: exampleTime(language) }) : undefined}
                            maxLength={10}
                          />
                          <Button type="submit" size="small">
                            {t('conflicts.useTime')}
                          </Button>
                        </Form>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <div className="ft-dialog__actions ft-conflicts__actions">
          <Button variant="secondary" onClick={() => planner.closeConflicts()}>
            {t('conflicts.back')}
          </Button>
          <Button
            onClick={() => {
              planner.acceptPlan();
              onDone?.();
            }}
            disabled={open.length > 0}
          >
            {wording.accept ?? t('conflicts.useDates', { count: summary.scheduled })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
