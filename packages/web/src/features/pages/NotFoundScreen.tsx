// The catch-all page.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} subtitle={t('notFound.text')} />
      <Link className="ft-button ft-button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </>
  );
}
