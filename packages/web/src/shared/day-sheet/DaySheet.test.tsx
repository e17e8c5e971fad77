import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clients } from '../../testing/road.fixture';
import { renderScreen } from '../../testing/render-screen';
import { DaySheet } from './DaySheet';

describe('DaySheet: the printable day of a team', () => {
  it('lists the stops in the order given (the route) with phone, address, services and a notes box, under the team and the day', () => {
    renderScreen(<DaySheet clients={clients} teams={['Equipe Centro']} day="Nov 26, 2026" />);
    const sheet = screen.getByRole('region', { name: 'Day sheet' });
    expect(within(sheet).getByRole('heading').textContent).toBe('Equipe Centro · Nov 26, 2026');
    const stops = within(sheet).getAllByRole('listitem');
    expect(stops.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Far', 'Near', 'Middle']);
    expect(stops[0]!.textContent).toContain('11999990000');
    expect(stops[0]!.textContent).toContain('Far street');
    expect(stops[0]!.textContent).toContain('Services: Limpeza padrão (120.50)');
    expect(within(stops[0]!).getByLabelText('Notes')).toBeTruthy();
  });

  it("without teams of the person's own, it is the whole business's day", () => {
    renderScreen(<DaySheet clients={clients} teams={null} day="Nov 26, 2026" />);
    expect(screen.getByRole('heading').textContent).toBe('All teams · Nov 26, 2026');
  });
});
