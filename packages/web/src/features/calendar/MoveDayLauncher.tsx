// The calendar's "Move a day", loaded after the calendar itself: its dialog, its context's module
// and its texts come as chunks of their own, so the calendar's route keeps within its bundle
// budget and its grid does not wait for them.
import { lazy, Suspense, useState } from 'react';
import { useAppContainer } from '../../di/DiProvider';

export function MoveDayLauncher({ onMoved }: { onMoved: () => void }) {
  const app = useAppContainer();
  const [MoveDay] = useState(() =>
    lazy(async () => {
      const [dialog] = await Promise.all([import('./MoveDayDialog'), app.loadContexts(['dayPlanning'])]);
      return { default: dialog.MoveDay };
    }),
  );
  return (
    <Suspense fallback={null}>
      <MoveDay onMoved={onMoved} />
    </Suspense>
  );
}
