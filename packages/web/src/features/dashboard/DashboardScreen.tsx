// /dashboard: the cards of the person's role, and a subtitle that welcomes them by name (a
// welcome that fits a brand-new account as well as someone coming back: the device keeps nothing
// of who was here before).
import { dashboardCards, type DashboardCardId } from '@fieldteam/core';
import { Activity, Building2, CalendarCheck, CircleUserRound, FileSignature, Network, Route, Tag, UserCog, UserRoundCheck, UsersRound, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { CardGrid, LinkCard } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SessionViewModel } from '../../shared/session.view-model';

/** One distinct icon per card (letters made two "C"s and two "M"s); lucide's named imports are tree-shaken. */
const ICONS: Readonly<Record<DashboardCardId, LucideIcon>> = {
  today: Activity,
  road: Route,
  configuration: Building2,
  contracts: FileSignature,
  managers: UserCog,
  services: Tag,
  leaders: UserRoundCheck,
  collaborators: UsersRound,
  team: Network,
  clients: CalendarCheck,
  businessProfile: CircleUserRound,
  freelancerProfile: CircleUserRound,
};

export const DashboardScreen = observer(function DashboardScreen() {
  const { t } = useTranslation('pages');
  const session = useService(SessionViewModel);
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
            icon={ICONS[card.id]}
            title={t(`dashboard.cards.${card.id}.title`)}
            text={t(`dashboard.cards.${card.id}.text`)}
          />
        ))}
      </CardGrid>
    </>
  );
});
