// Translated labels for the pagination control.
import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '../ui/Pagination';

export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('common');
  return {
    nav: t('pagination.nav'),
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
    page: (n: number) => t('pagination.page', { n }),
    status: (page: number, count: number) => t('pagination.status', { page, count }),
  };
}
