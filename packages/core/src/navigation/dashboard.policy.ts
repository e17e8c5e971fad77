// The dashboard's cards per role (000 section 2): the employer's own cards first, then the
// cards of every business role; a freelancer has one card to their profile. Every business role
// may follow today's route (001 section 2): its card comes first for a leader, whose day it is,
// and after today's board for the owner and managers.
import type { Role } from '../account/user.entity';
import { ROUTES, type RoutePath } from './routes';

export type DashboardCardId =
  | 'today'
  | 'road'
  | 'configuration'
  | 'contracts'
  | 'managers'
  | 'services'
  | 'leaders'
  | 'collaborators'
  | 'team'
  | 'clients'
  | 'businessProfile'
  | 'freelancerProfile';

export interface DashboardCard {
  readonly id: DashboardCardId;
  readonly to: RoutePath;
}

const ROAD_CARD: DashboardCard = { id: 'road', to: ROUTES.road };

const BUSINESS_CARDS: readonly DashboardCard[] = [
  { id: 'services', to: ROUTES.businessServices },
  { id: 'leaders', to: ROUTES.businessLeaders },
  { id: 'collaborators', to: ROUTES.businessCollaborators },
  { id: 'team', to: ROUTES.businessTeam },
  { id: 'clients', to: ROUTES.businessClients },
  { id: 'businessProfile', to: ROUTES.businessProfile },
];

export function dashboardCards(role: Role): readonly DashboardCard[] {
  switch (role) {
    case 'employer':
      return [
        { id: 'today', to: ROUTES.liveBoard },
        ROAD_CARD,
        { id: 'configuration', to: ROUTES.businessConfiguration },
        // The documents' "contracts" card returns to the dashboard (spec decision 21).
        { id: 'contracts', to: ROUTES.dashboard },
        { id: 'managers', to: ROUTES.businessManagers },
        ...BUSINESS_CARDS,
      ];
    case 'manager':
      return [{ id: 'today', to: ROUTES.liveBoard }, ROAD_CARD, ...BUSINESS_CARDS];
    case 'leader':
      return [ROAD_CARD, ...BUSINESS_CARDS];
    case 'freelancer':
      return [{ id: 'freelancerProfile', to: ROUTES.freelancerProfile }];
    case 'default':
      return [];
  }
}
