import { describe, expect, it } from 'vitest';
import { canOpen } from './access.policy';
import { dashboardCards } from './dashboard.policy';

describe('dashboardCards', () => {
  it("gives the employer today's board, configuration, contracts and managers before the business cards", () => {
    expect(dashboardCards('employer').map((c) => c.id)).toEqual([
      'today',
      'configuration',
      'contracts',
      'managers',
      'services',
      'leaders',
      'collaborators',
      'team',
      'clients',
      'businessProfile',
    ]);
  });

  it('the contracts card returns to the dashboard', () => {
    expect(dashboardCards('employer').find((c) => c.id === 'contracts')?.to).toBe('/dashboard');
  });

  it.each(['manager', 'leader'] as const)('gives a %s the business cards only, each one a route they may open', (role) => {
    const cards = dashboardCards(role);
    expect(cards.map((c) => c.id)).toEqual([...(role === 'manager' ? ['today'] : []), 'services', 'leaders', 'collaborators', 'team', 'clients', 'businessProfile']);
    for (const card of cards) expect(canOpen({ role, activation: 'activated' }, card.to)).toBe(true);
  });

  it('gives a freelancer one card to their profile', () => {
    expect(dashboardCards('freelancer')).toEqual([{ id: 'freelancerProfile', to: '/freelancer-perfil' }]);
  });
});
