// The scheduling block: a weekday (optional), the recurrence (exclusive choice) and the time
// (hour 1-12, minute, AM/PM; 08:00 AM by default), with the dates it generates.
import { ISO_WEEKDAYS, RECURRENCES, type IsoWeekday, type Meridian } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDay, weekdayName } from '../../shared/format';
import { SelectField } from '../../ui/SelectField';
import type { SchedulePlanner } from './schedule-planner';

const HOURS_12 = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);
const two = (n: number) => String(n).padStart(2, '0');

export const SchedulingBlock = observer(function SchedulingBlock({ planner, error }: { planner: SchedulePlanner; error?: string }) {
  const { t, i18n } = useTranslation('clients');
  const language = i18n.language;
  const first = planner.dates[0];
  const last = planner.dates.at(-1);
  return (
    <section className="ft-section" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="ft-section__title">
        {t('schedule.title')}
      </h2>
      <div className="ft-row">
        <SelectField<number>
          label={t('schedule.weekday')}
          value={planner.weekday ?? 0}
          options={[{ value: 0, label: t('schedule.anyDay') }, ...ISO_WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, language) }))]}
          onChange={(d) => planner.setWeekday(d === 0 ? null : (d as IsoWeekday))}
        />
        <SelectField<number> label={t('schedule.hour')} value={planner.hour12} options={HOURS_12.map((h) => ({ value: h, label: two(h) }))} onChange={(h) => planner.setTime(h, planner.minute, planner.meridian)} />
        <SelectField<number> label={t('schedule.minute')} value={planner.minute} options={MINUTES.map((m) => ({ value: m, label: two(m) }))} onChange={(m) => planner.setTime(planner.hour12, m, planner.meridian)} />
        <SelectField<Meridian>
          label={t('schedule.meridian')}
          value={planner.meridian}
          options={[
            { value: 'AM', label: 'AM' },
            { value: 'PM', label: 'PM' },
          ]}
          onChange={(m) => planner.setTime(planner.hour12, planner.minute, m)}
        />
      </div>
      <fieldset className="ft-chips">
        <legend className="ft-field__label">{t('schedule.recurrence')}</legend>
        <div className="ft-chips__list" role="radiogroup" aria-label={t('schedule.recurrence')}>
          {RECURRENCES.map((r) => (
            <label key={r} className={`ft-chip${planner.recurrence === r ? ' ft-chip--on' : ''}`}>
              <input type="radio" name="recurrence" checked={planner.recurrence === r} onChange={() => planner.setRecurrence(r)} />
              {t(`schedule.recurrences.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="ft-schedule-summary" aria-live="polite">
        {planner.dates.length > 0 && first && last
          ? t('schedule.generated', { count: planner.dates.length, from: formatDay(first, language), to: formatDay(last, language) })
          : planner.noDates
            ? t(`schedule.noDates.${planner.noDates}`)
            : planner.recurrence
              ? ''
              : t('schedule.choose')}
      </p>
      {error && (
        <p className="ft-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
