import { ok, type ApiFailure, type CalendarApi, type ClientReport, type ReportsApi, type Result } from '@fieldteam/core';
import { FixedClock, signedInStore } from '@fieldteam/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { TaskReportsScreen } from './TaskReportsScreen';

const reports: ClientReport[] = Array.from({ length: 6 }, (_, i) => ({
  client: { id: `c${i + 1}`, name: `Cliente ${i + 1}`, phone: `1199999000${i}`, email: `c${i + 1}@example.com`, address: { description: `Rua ${i + 1}`, latitude: null, longitude: null, complement: null } },
  services: i === 0 ? [{ id: 's1', serviceId: 'cat-1', name: 'Limpeza de piscina', value: 1234.5 }] : [],
  discountPercent: 0,
  reports:
    i === 0
      ? [{ visitId: 'v1', visitDate: Temporal.PlainDate.from('2026-03-09'), taskId: 't1', startedAt: Temporal.Instant.from('2026-03-09T12:00:00Z'), finishedAt: Temporal.Instant.from('2026-03-09T13:15:00Z'), collaboratorName: 'Caio Nunes', observation: 'Filtro trocado.' }]
      : [],
}));

const answer = (value: readonly ClientReport[]): Result<readonly ClientReport[], ApiFailure> => ok(value);
/** The reports call of the business data run in the page. */
const keptAnswers = (reports: Pick<ReportsApi, 'reports'>) => reports as Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'>;
const reportsApi: Pick<ReportsApi, 'reports'> = { reports: async () => answer(reports) };

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the attribute, the way ui/Dialog falls back.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('TaskReportsScreen', () => {
  it("lists the clients 5 a page and opens a client's services and reports", async () => {
    const user = userEvent.setup();
    const { app, container } = createTestContainer();
    // A device in São Paulo, the business's company not reachable: its zone is the device's.
    const clock = new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo');
    container.rebind(TOKENS.clock).toConstantValue(clock);
    container.rebind(TOKENS.deviceClock).toConstantValue(clock);
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    container.rebind(TOKENS.keptAnswersApi).toConstantValue(keptAnswers(reportsApi));
    renderScreen(<TaskReportsScreen />, { app, path: '/business-clients/dashboard/task-reports' });

    const table = await screen.findByRole('table', { name: 'Clients with their reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('link', { name: 'c1@example.com' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '6' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));

    await user.click(screen.getByRole('button', { name: 'Details: Cliente 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cliente 1' });
    expect(within(dialog).getByText('Rua 1')).toBeTruthy();
    // In the business's currency: reais, the business being in São Paulo.
    expect(within(dialog).getByRole('cell', { name: 'R$1,234.50' })).toBeTruthy();
    expect(within(dialog).getByText(/^Mar 9, 2026, 9:00\sAM$/)).toBeTruthy();
    expect(within(dialog).getByText(/^Mar 9, 2026, 10:15\sAM$/)).toBeTruthy();
    expect(within(dialog).getByText('Caio Nunes')).toBeTruthy();
    expect(within(dialog).getByText('Filtro trocado.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a client's stored e-mail that fails the rule as text, never as a mailto link with parameters; a valid one as an encoded link", async () => {
    const forged = 'a@b.co?bcc=evil%40x.io&subject=hi';
    const stored: ClientReport[] = [
      { ...reports[0]!, client: { ...reports[0]!.client, email: forged, phone: '1199?x=1' } },
      { ...reports[1]!, client: { ...reports[1]!.client, email: "o'brien+visitas@cliente.com.br" } },
    ];
    const user = userEvent.setup();
    const { app, container } = createTestContainer();
    container.rebind(TOKENS.clock).toConstantValue(new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo'));
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    container.rebind(TOKENS.keptAnswersApi).toConstantValue(keptAnswers({ reports: async () => answer(stored) }));
    renderScreen(<TaskReportsScreen />, { app, path: '/business-clients/dashboard/task-reports' });

    const table = await screen.findByRole('table', { name: 'Clients with their reports' });
    const hrefs = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((href) => /^(mailto|tel):/.test(href));
    expect(within(table).getByText(forged)).toBeTruthy();
    expect(within(table).queryByRole('link', { name: forged })).toBeNull();
    expect(within(table).getByRole('link', { name: "o'brien+visitas@cliente.com.br" }).getAttribute('href')).toBe("mailto:o'brien%2Bvisitas@cliente.com.br");
    expect(hrefs()).toEqual(["mailto:o'brien%2Bvisitas@cliente.com.br", 'tel:11999990001']);

    await user.click(screen.getByRole('button', { name: 'Details: Cliente 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cliente 1' });
    expect(within(dialog).getByText(forged)).toBeTruthy();
    expect(within(dialog).getByText('1199?x=1')).toBeTruthy();
    expect(within(dialog).queryAllByRole('link').map((a) => a.getAttribute('href')).filter((href) => /^(mailto|tel):/.test(href ?? ''))).toEqual([]);
  });
});
