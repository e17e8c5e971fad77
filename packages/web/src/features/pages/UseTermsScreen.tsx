// /use-terms: privacy policy and terms of use.
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

const SECTIONS = ['data', 'security', 'emails', 'use', 'rights'] as const;

export function UseTermsScreen() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('useTerms.title')} subtitle={t('useTerms.updated')} />
      <Card as="article">
        <p>{t('useTerms.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2 style={{ fontSize: 'var(--text-lg)' }}>{t(`useTerms.sections.${section}.title`)}</h2>
            <p>{t(`useTerms.sections.${section}.text`)}</p>
          </section>
        ))}
      </Card>
    </>
  );
}
