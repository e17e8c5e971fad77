import { describe, expect, it } from 'vitest';
import { canOpen } from './access.policy';
import { dashboardCards } from './dashboard.policy';

describe('dashboardCards', () => {
  it("gives the employer today's board, today's route, configuration, contracts and managers before the business cards", () => {
    expect(dashboardCards('employer').map((c) => c.id)).toEqual([
      'today',
      'road',
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

  it.each(['manager', 'leader'] as const)("gives a %s today's route and the business cards, each one a route they may open", (role) => {
    const cards = dashboardCards(role);
    expect(cards.map((c) => c.id)).toEqual([...(role === 'manager' ? ['today'] : []), 'road', 'services', 'leaders', 'collaborators', 'team', 'clients', 'businessProfile']);
    for (const card of cards) expect(canOpen({ role, activation: 'activated' }, card.to)).toBe(true);
  });

  it.each(['employer', 'manager', 'leader'] as const)("leads a %s to today's route", (role) => {
    expect(dashboardCards(role).find((c) => c.id === 'road')?.to).toBe('/business-clients/road');
  });

  it('gives a freelancer no route card: the road is not theirs', () => {
    expect(canOpen({ role: 'freelancer', activation: 'activated' }, '/business-clients/road')).toBe(false);
    expect(dashboardCards('freelancer').map((c) => c.id)).not.toContain('road');
  });

  it('gives a freelancer one card to their profile', () => {
    expect(dashboardCards('freelancer')).toEqual([{ id: 'freelancerProfile', to: '/freelancer-perfil' }]);
  });
});
