// /role-business and /role-freelancer: the set-up forms come with the business issue; until
// then the page says so.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';

export function RoleSetupScreen({ kind }: { kind: 'business' | 'freelancer' }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t(kind === 'business' ? 'roleSetup.businessTitle' : 'roleSetup.freelancerTitle')} />
      <Alert>{t('roleSetup.comingSoon')}</Alert>
    </>
  );
}
