// Asked at sign-out when visit actions still wait on the device: signing out loses them
// (decision 0029), so the person chooses, and staying signed in is the first button.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { TOKENS } from '../../di/tokens';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export const UnsentVisitsDialog = observer(function UnsentVisitsDialog() {
  const { t } = useTranslation();
  const session = useService(TOKENS.session);
  return (
    <ConfirmDialog
      open={session.unsentVisits > 0}
      title={t('unsentVisits.title')}
      message={t('unsentVisits.message', { count: session.unsentVisits })}
      confirmLabel={t('unsentVisits.discard')}
      cancelLabel={t('unsentVisits.keep')}
      busy={session.signingOut}
      onConfirm={() => void session.discardUnsentAndLogout()}
      onCancel={() => session.keepSignedIn()}
    />
  );
});
