// Translated labels for the pagination control.
import { useTranslation } from 'react-i18next';

export function usePaginationLabels() {
  const { t } = useTranslation('common');
  return { nav: t('pagination.nav'), previous: t('pagination.previous'), next: t('pagination.next'), page: (n: number) => t('pagination.page', { n }) };
}
