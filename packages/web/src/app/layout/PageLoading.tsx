// The page loader: what the content area shows while a page's code or texts load.
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="ft-page-loading" role="status">
      <span className="ft-spinner" aria-hidden="true" /> <span className="visually-hidden">{t('loading.title')}</span>
    </div>
  );
}
