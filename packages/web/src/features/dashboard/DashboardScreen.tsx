// /dashboard: the cards of the person's role, and a subtitle with their name.
import { dashboardCards } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { TOKENS } from '../../di/tokens';
import { CardGrid, LinkCard } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

export const DashboardScreen = observer(function DashboardScreen() {
  const { t } = useTranslation();
  const session = useService(TOKENS.session);
  const user = session.user;
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle', { name: user.name })} />
      <CardGrid label={t('dashboard.title')}>
        {dashboardCards(user.role).map((card) => (
          <LinkCard
            key={card.id}
            to={card.to}
            icon={t(`dashboard.cards.${card.id}.title`).charAt(0)}
            title={t(`dashboard.cards.${card.id}.title`)}
            text={t(`dashboard.cards.${card.id}.text`)}
          />
        ))}
      </CardGrid>
    </>
  );
});
