import type { CapacityWarning } from '@fieldteam/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import ptBR from '../i18n/locales/pt-BR/index';
import { CapacityWarnings } from './CapacityWarnings';

const tuesday = Temporal.PlainDate.from('2026-12-08');
const over = (bookedMinutes: number, capacityMinutes: number, openMinutes: number, reservePercent = 15, day = tuesday): CapacityWarning => ({
  teamId: 't1',
  teamName: 'Equipe Centro',
  day,
  bookedMinutes,
  capacityMinutes,
  openMinutes,
  reservePercent,
});
const lines = () => screen.queryAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('CapacityWarnings', () => {
  it('says each day over with its weekday, the hours booked, the capacity after the reserve and how far over, and that the person may go on', () => {
    render(
      <I18nextProvider i18n={createI18n('en', en)}>
        <CapacityWarnings warnings={[over(570, 510, 600), over(601, 600, 600, 0, Temporal.PlainDate.from('2026-12-09')), over(45, 0, 0, 15, Temporal.PlainDate.from('2026-12-13'))]} />
      </I18nextProvider>,
    );
    expect(screen.getByText("3 days over the team's capacity")).toBeTruthy();
    expect(lines()).toEqual([
      'Equipe Centro on Tue, Dec 8, 2026 would have 9 h 30 booked of 8 h 30 (after the 15% reserve): 1 h over.',
      // With no reserve, the capacity is the open hours: one minute past them warns.
      'Equipe Centro on Wed, Dec 9, 2026 would have 10 h 01 booked of 10 h open: 1 min over.',
      'Equipe Centro on Sun, Dec 13, 2026 would have 45 min booked on a day the business is closed.',
    ]);
    expect(screen.getByText('This is a warning: you can still go ahead.')).toBeTruthy();
    // Its hours never break across lines.
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('9\u00a0h\u00a030');
  });

  it('writes the day in the active language, its weekday in lower case inside the sentence where the language writes it so, and shows nothing when no day is over', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('pt-BR', ptBR)}>
        <CapacityWarnings warnings={[over(511, 510, 600)]} />
        <CapacityWarnings warnings={[]} />
      </I18nextProvider>,
    );
    expect(lines()).toEqual(['Equipe Centro em ter., 8 de dez. de 2026 teria 8 h 31 agendadas de 8 h 30 (depois da reserva de 15%): 1 min a mais.']);
    expect(container.querySelectorAll('.ft-alert')).toHaveLength(1);
  });
});
