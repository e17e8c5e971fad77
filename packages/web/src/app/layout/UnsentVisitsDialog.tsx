// Asked at sign-out when visit actions still wait on the device: signing out loses them
// (ADR 0029), so the person chooses, and staying signed in is the first button. The dialog's
// code loads only when it is asked, so the first page carries none of it.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { SessionViewModel } from '../../shared/session.view-model';

const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const UnsentVisitsDialog = observer(function UnsentVisitsDialog() {
  const { t } = useTranslation();
  const session = useService(SessionViewModel);
  if (session.unsentVisits === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={t('unsentVisits.title')}
        message={t('unsentVisits.message', { count: session.unsentVisits })}
        confirmLabel={t('unsentVisits.discard')}
        cancelLabel={t('unsentVisits.keep')}
        busy={session.signingOut}
        onConfirm={() => void session.discardUnsentAndLogout()}
        onCancel={() => session.keepSignedIn()}
      />
    </Suspense>
  );
});
