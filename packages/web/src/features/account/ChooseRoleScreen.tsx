// /dashboard/user/account/role: choose your branch (business or freelancer).
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';

export function ChooseRoleScreen() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('role.title')} subtitle={t('role.subtitle')} />
      <div className="ft-role-grid">
        <section className="ft-card ft-role-card">
          <h2>{t('role.employerTitle')}</h2>
          <p>{t('role.employerText')}</p>
          <Link className="ft-button ft-button--primary" to="/role-business">
            {t('role.employerAction')}
          </Link>
        </section>
        <section className="ft-card ft-role-card">
          <h2>{t('role.freelancerTitle')}</h2>
          <p>{t('role.freelancerText')}</p>
          <Link className="ft-button ft-button--secondary" to="/role-freelancer">
            {t('role.freelancerAction')}
          </Link>
        </section>
      </div>
    </>
  );
}
