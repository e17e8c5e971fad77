import { LoadClients, LoadPendingClients, ok } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { PageReadyContext } from '../../shared/page-ready';
import { listedClient as client } from '../../testing/clients.fixture';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { ClientsScreen } from './ClientsScreen';

describe('ClientsScreen', () => {
  it('narrows the table to the clients matching what is typed, its count said beside the search, and gives them all back when cleared', async () => {
    const { app, container } = createTestContainer();
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    const clients = [client('1', 'Ana Mendes'), client('2', 'Bruno Costa'), client('3', 'Carla Mendes'), client('4', 'Davi Lima')];
    container.rebind(LoadClients).toConstantValue({ execute: async () => ok(clients), cached: () => null } as unknown as LoadClients);
    container.rebind(LoadPendingClients).toConstantValue({ execute: async () => ok([]) } as unknown as LoadPendingClients);
    renderScreen(<ClientsScreen />, { app, path: '/business-clients' });
    const table = await screen.findByRole('table');
    const names = () => within(table).queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Ana Mendes', 'Bruno Costa', 'Carla Mendes', 'Davi Lima']);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'mend');
    await expect.poll(names).toEqual(['Ana Mendes', 'Carla Mendes']);
    expect(screen.getByText('2 clients')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    await expect.poll(names).toEqual(['Ana Mendes', 'Bruno Costa', 'Carla Mendes', 'Davi Lima']);
  });

  it('draws its frame until its module is loaded: its header and cards, the search not usable yet, no table', async () => {
    const { app, container } = createTestContainer();
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    renderScreen(
      <PageReadyContext.Provider value={false}>
        <ClientsScreen />
      </PageReadyContext.Provider>,
      { app, path: '/business-clients' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByText('Everyone your teams visit, with their schedules.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add a client/ })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
