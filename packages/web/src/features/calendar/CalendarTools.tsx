// The calendar's tools, beside its title: the team load, the day sheet and "Move a day".
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DaySheetDialog } from './DaySheetDialog';
import { MoveDayDialog } from './MoveDayDialog';
import { TeamLoadDialog } from './TeamLoadDialog';

export function CalendarTools({ onMoved }: { onMoved: () => void }) {
  return (
    <div className="ft-calendar-tools">
      <TeamLoadDialog />
      <DaySheetDialog />
      <MoveDayDialog onMoved={onMoved} />
    </div>
  );
}

/** The tools' buttons, not yet usable, while the calendar's frame is drawn (they look as they will). */
export function CalendarToolsFrame() {
  const { t } = useTranslation('day');
  return (
    <div className="ft-calendar-tools">
      {[t('load.open'), t('sheet.open'), t('move.open')].map((label) => (
        <Button key={label} variant="secondary" size="small" disabled>
          {label}
        </Button>
      ))}
    </div>
  );
}
