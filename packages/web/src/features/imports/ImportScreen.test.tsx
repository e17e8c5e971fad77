import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppContainer } from '../../di/container';
import { FILE, importWorld } from '../../testing/import.fixture';
import { renderScreen } from '../../testing/render-screen';
import { ImportScreen } from './ImportScreen';

describe('ImportScreen', () => {
  it('sends the rows under React’s StrictMode, whose development double effect disposes the view-model once', async () => {
    const world = importWorld();
    const vm = world.make({ language: 'en' });
    const app = { get: () => vm } as unknown as AppContainer;
    renderScreen(<ImportScreen kind="clients" />, { app, strict: true });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Spreadsheet file/), new File([FILE], 'clientes.csv', { type: 'text/csv' }));
    await user.selectOptions(await screen.findByLabelText('Column “Equipe”'), 'Leave out');
    await user.selectOptions(screen.getByLabelText('Team of every client in this file'), 'Equipe Sul');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    expect(screen.getByText('2 of 2 sent, 0 refused (100%).')).toBeTruthy();
    expect(world.clients.calls.filter(([m]) => m === 'create')).toHaveLength(2);
  });
});

describe('ImportScreen, matching the columns', () => {
  it('asks for the team of every client, and says why the check waits, when no column names the teams', async () => {
    const vm = importWorld().make({ language: 'en' });
    renderScreen(<ImportScreen kind="clients" />, { app: { get: () => vm } as unknown as AppContainer });
    const user = userEvent.setup();
    const noTeam = FILE.split('\r\n').map((line) => line.split(';').slice(0, 4).join(';')).join('\r\n');
    await user.upload(screen.getByLabelText(/^Spreadsheet file/), new File([noTeam], 'clientes.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('heading', { name: 'Team for all rows' })).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    expect(check.getAttribute('aria-describedby') && document.getElementById(check.getAttribute('aria-describedby')!)?.textContent).toBe('Choose the team for all rows to check them.');
    await user.selectOptions(await screen.findByLabelText('Team of every client in this file'), 'Equipe Sul');
    expect(check.disabled).toBe(false);
    await user.click(check);
    expect(await screen.findByText('2 to import, 1 to fix, 1 duplicates.')).toBeTruthy();
  });
});
