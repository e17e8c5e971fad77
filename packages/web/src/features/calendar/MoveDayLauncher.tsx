// The calendar's "Move a day", "Team load" and "Day sheet", loaded once the calendar has been
// painted: their dialogs, their context's module and their texts come as chunks of their own, so
// the calendar's route keeps within its bundle budget, and on a slow connection their downloads do
// not compete with what the calendar needs to show itself (ADR 0035, "The calendar's tools after
// its first paint").
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppContainer } from '../../di/DiProvider';

export function MoveDayLauncher({ onMoved }: { onMoved: () => void }) {
  const app = useAppContainer();
  const painted = usePainted();
  const [MoveDay] = useState(() =>
    lazy(async () => {
      const [move, load, sheet] = await Promise.all([import('./MoveDayDialog'), import('./TeamLoadDialog'), import('./DaySheetDialog'), app.loadContexts(['dayPlanning'])]);
      return {
        default: ({ onMoved: moved }: { onMoved: () => void }) => (
          <div className="ft-calendar-tools">
            <load.TeamLoad />
            <sheet.DaySheetPrint />
            <move.MoveDay onMoved={moved} />
          </div>
        ),
      };
    }),
  );
  // The buttons' row is kept while their code loads, so that the calendar below does not move down when they come.
  const row = <div className="ft-calendar-tools" />;
  return painted ? (
    <Suspense fallback={row}>
      <MoveDay onMoved={onMoved} />
    </Suspense>
  ) : (
    row
  );
}

/** True from the task after the first frame that showed the component: a frame callback runs before its paint, a timer set there after it. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
