// Asked at sign-out when work still waits on the device (visit actions, a day move, an import):
// signing out loses it, so the person reads what waits, each with where to finish it,
// and chooses; staying signed in is the first button. The dialog's code loads only when it is
// asked, so the first page carries none of it.
import type { ImportKind } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { SessionViewModel } from '../../shared/session.view-model';

const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const UnsentWorkDialog = observer(function UnsentWorkDialog() {
  const { t } = useTranslation();
  const session = useService(SessionViewModel);
  const work = session.unsentWork;
  if (!work) return null;
  const imports = Object.entries(work.importRows) as [ImportKind, number][];
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={t('unsentWork.title')}
        message={t('unsentWork.message')}
        confirmLabel={t('unsentWork.discard')}
        cancelLabel={t('unsentWork.keep')}
        busy={session.signingOut}
        onConfirm={() => void session.discardUnsentAndLogout()}
        onCancel={() => session.keepSignedIn()}
      >
        <ul className="ft-unsent-work">
          {work.visitActions > 0 && <li>{t('unsentWork.visitActions', { count: work.visitActions })}</li>}
          {work.dayMoveVisits > 0 && <li>{t('unsentWork.dayMove', { count: work.dayMoveVisits })}</li>}
          {imports.map(([kind, rows]) => (
            <li key={kind}>{t(`unsentWork.import.${kind}`, { count: rows })}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </Suspense>
  );
});
