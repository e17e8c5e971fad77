// /user/disabled: shows only that the user is disabled.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';

export function DisabledScreen() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('disabled.title')} subtitle={t('disabled.text')} />;
}
