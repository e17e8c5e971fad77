// The working-hours builder: add a day with its hours, add closed days, remove, reorganise.
// Read-only, only the two lists show (a manager or a leader on /business-work-days).
import { ISO_WEEKDAYS, type IsoWeekday } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOURS, hourLabel, weekdayName } from '../../shared/format';
import type { WorkingHoursEditor } from '../../shared/working-hours-editor';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';

export const WorkingHoursSection = observer(function WorkingHoursSection({ editor, error, readOnly = false }: { editor: WorkingHoursEditor; error?: string; readOnly?: boolean }) {
  const { t, i18n } = useTranslation(['business', 'validation']);
  const language = i18n.language;
  const days = ISO_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, language) }));
  const hours = HOURS.map((hour) => ({ value: hour, label: hourLabel(hour) }));
  const issue = editor.issueKey ? t(editor.issueKey) : undefined;
  return (
    <section className="ft-section" aria-labelledby="hours-title">
      <h2 id="hours-title" className="ft-section__title">
        {t('hours.title')}
      </h2>
      {!readOnly && (
        <>
          <div className="ft-row">
            <SelectField label={t('hours.day')} value={editor.day} options={days} onChange={(day) => editor.setDay(day as IsoWeekday)} />
            <SelectField label={t('hours.start')} value={editor.startHour} options={hours} onChange={(h) => editor.setRange(h, editor.endHour)} />
            <SelectField label={t('hours.end')} value={editor.endHour} options={hours} onChange={(h) => editor.setRange(editor.startHour, h)} />
            <Button variant="secondary" onClick={() => editor.addHours()}>
              {t('hours.add')}
            </Button>
          </div>
          <div className="ft-row">
            <SelectField label={t('hours.closedDay')} value={editor.closedDay} options={days} onChange={(day) => editor.setClosedDay(day as IsoWeekday)} />
            <Button variant="secondary" onClick={() => editor.addClosed()}>
              {t('hours.addClosed')}
            </Button>
            <Button variant="ghost" onClick={() => editor.reorganise()}>
              {t('hours.reorganise')}
            </Button>
          </div>
        </>
      )}
      {issue && (
        <p className="ft-field__error" role="alert">
          {issue}
        </p>
      )}
      {error && !issue && (
        <p className="ft-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="ft-form__row">
        <div>
          <h3 className="ft-field__label">{t('hours.workingList')}</h3>
          {editor.hours.workingHours.length === 0 ? (
            <p className="ft-field__hint">{t('hours.noneYet')}</p>
          ) : (
            <ul className="ft-inline-list" aria-label={t('hours.workingList')}>
              {editor.hours.workingHours.map((w) => (
                <li key={w.id}>
                  <span>
                    {weekdayName(w.day, language)} · {hourLabel(w.startHour)}–{hourLabel(w.endHour)}
                  </span>
                  {!readOnly && (
                    <Button size="small" variant="ghost" onClick={() => editor.removeHours(w.id)} aria-label={t('hours.removeDay', { day: weekdayName(w.day, language) })}>
                      {t('hours.remove')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="ft-field__label">{t('hours.closedList')}</h3>
          {editor.hours.closedDays.length === 0 ? (
            <p className="ft-field__hint">{t('hours.noneClosed')}</p>
          ) : (
            <ul className="ft-inline-list" aria-label={t('hours.closedList')}>
              {editor.hours.closedDays.map((day) => (
                <li key={day}>
                  <span>{weekdayName(day, language)}</span>
                  {!readOnly && (
                    <Button size="small" variant="ghost" onClick={() => editor.removeClosed(day)} aria-label={t('hours.removeDay', { day: weekdayName(day, language) })}>
                      {t('hours.remove')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
});
