// Shows the notifier's alerts in the active language.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { useMessageText } from '../../shared/use-message-text';
import { Toasts } from '../../ui/Toasts';
import { Notifier } from '../../shared/notifier';

export const ToastHost = observer(function ToastHost() {
  const notifier = useService(Notifier);
  const text = useMessageText();
  const { t } = useTranslation();
  return (
    <Toasts
      toasts={notifier.toasts.map((toast) => ({ id: toast.id, tone: toast.tone, text: text(toast.message) }))}
      dismissLabel={t('actions.dismiss')}
      onDismiss={(id) => notifier.dismiss(id)}
    />
  );
});
