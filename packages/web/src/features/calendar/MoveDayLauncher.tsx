// The calendar's "Move a day", "Team load" and "Day sheet", loaded after the calendar itself: their dialogs,
// their context's module and their texts come as chunks of their own, so the calendar's route keeps
// within its bundle budget and its grid does not wait for them.
import { lazy, Suspense, useState } from 'react';
import { useAppContainer } from '../../di/DiProvider';

export function MoveDayLauncher({ onMoved }: { onMoved: () => void }) {
  const app = useAppContainer();
  const [MoveDay] = useState(() =>
    lazy(async () => {
      const [move, load, sheet] = await Promise.all([import('./MoveDayDialog'), import('./WeekLoadDialog'), import('./DaySheetDialog'), app.loadContexts(['dayPlanning'])]);
      return {
        default: ({ onMoved: moved }: { onMoved: () => void }) => (
          <div className="ft-calendar-tools">
            <load.WeekLoad />
            <sheet.DaySheetPrint />
            <move.MoveDay onMoved={moved} />
          </div>
        ),
      };
    }),
  );
  return (
    // The buttons' row is kept while their code loads, so that the calendar below does not move down when they come.
    <Suspense fallback={<div className="ft-calendar-tools" />}>
      <MoveDay onMoved={onMoved} />
    </Suspense>
  );
}
