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
    // Each row's name, phone and e-mail are parts of their own (a line each on a phone), the
    // e-mail breakable after its @ only.
    const row = screen.getByText('Maria Souza').closest('.ft-import-row')!;
    expect([...row.querySelectorAll('.ft-import-row__cell')].map((cell) => cell.textContent)).toEqual(['Maria Souza', '(11) 98888-0001', 'maria@exemplo.com.br']);
    expect(row.closest('td')!.classList.contains('ft-table__wide')).toBe(true);
    expect(row.querySelector('.ft-import-row__cell:last-child wbr')?.previousSibling?.textContent).toBe('maria@');
  });
});

describe('ImportScreen, a wide or hostile file', () => {
  it('draws the first 30 columns to match and the others only when asked for', async () => {
    const vm = importWorld().make({ language: 'en' });
    renderScreen(<ImportScreen kind="clients" />, { app: { get: () => vm } as unknown as AppContainer });
    const user = userEvent.setup();
    const headers = ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Equipe', ...Array.from({ length: 195 }, (_, i) => `Extra ${i + 1}`)];
    await user.upload(screen.getByLabelText(/^Spreadsheet file/), new File([`${headers.join(';')}\r\n${headers.map(() => 'x').join(';')}`], 'largo.csv', { type: 'text/csv' }));
    const more = await screen.findByRole('button', { name: 'Show the other 170 columns' });
    const columns = () => document.getElementById(more.getAttribute('aria-controls')!)!.querySelectorAll('select');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(columns()).toHaveLength(30);
    await user.click(more);
    expect(columns()).toHaveLength(200);
    expect(screen.getByLabelText('Column “Extra 195”')).toBeTruthy();
    const fewer = screen.getByRole('button', { name: 'Show only the first 30 columns' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
  });

  it('says which bound a file passes, in the person’s language, and stays on the choice of a file', async () => {
    const vm = importWorld().make({ language: 'en' });
    renderScreen(<ImportScreen kind="clients" />, { app: { get: () => vm } as unknown as AppContainer });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Spreadsheet file/), new File([Array.from({ length: 1_000 }, (_, i) => `c${i}`).join(',')], 'wide.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Line 1 of this file has 1,000 columns; the import reads at most 200. Check that this is the right file, and keep only the columns to import.');
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    await user.upload(screen.getByLabelText(/^Spreadsheet file/), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is 10.1 MB; the import reads files of at most 10 MB. A list to import is rarely over a few MB: check that this is the right file, or split it into smaller ones.')).toBeTruthy();
  });
});
