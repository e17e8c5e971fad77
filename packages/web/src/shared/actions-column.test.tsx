import { fireEvent, render, screen } from '@testing-library/react';
import type React from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { Table } from '../ui/Table';
import { useActionsColumn } from './actions-column';

interface Person {
  readonly id: string;
  readonly name: string;
}

function People({ edit, remove, withDetails }: { edit?: (p: Person) => void; remove?: (p: Person) => void; withDetails?: boolean }) {
  const actionsColumn = useActionsColumn();
  const columns = [
    { key: 'name', header: 'Name', label: 'Name', render: (p: Person) => p.name },
    actionsColumn<Person>((p) => p.name, { edit, remove, first: withDetails ? (p) => <a href={`/p/${p.id}`}>Details</a> : undefined }),
  ];
  return <Table caption="People" columns={columns} rows={[{ id: '1', name: 'Ana Souza' }]} rowKey={(p) => p.id} empty="None" />;
}

const inEnglish = (ui: React.ReactElement) => render(<I18nextProvider i18n={createI18n('en', en)}>{ui}</I18nextProvider>);

describe('useActionsColumn', () => {
  it('names each button with its row and hands the row to its action', () => {
    const edit = vi.fn();
    const remove = vi.fn();
    inEnglish(<People edit={edit} remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Ana Souza' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Ana Souza' }));
    expect(edit).toHaveBeenCalledWith({ id: '1', name: 'Ana Souza' });
    expect(remove).toHaveBeenCalledWith({ id: '1', name: 'Ana Souza' });
  });

  it('shows only the actions given, after the screen\'s own first one', () => {
    inEnglish(<People remove={() => {}} withDetails />);
    const cell = screen.getByRole('link', { name: 'Details' }).parentElement!;
    expect([...cell.children].map((c) => c.textContent)).toEqual(['Details', 'Delete']);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
