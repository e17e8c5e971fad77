// "Do you really want to delete {name}?": the confirmation every list's delete asks first. Open
// while `name` is not null.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export function ConfirmDeleteDialog({ name, busy, onConfirm, onCancel }: { name: string | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('confirmDelete.title')}
      message={t('confirmDelete.message', { name: name ?? '' })}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
