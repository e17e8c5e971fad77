// The calendar's tools, beside its title: the team load, the day sheet and "Move a day".
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
