// A list's last column: the row's buttons, each named with its row for screen readers
// ("Edit: Ana Souza"). Edit and delete are common; a screen may put its own first (Details).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { Column } from '../ui/Table';

interface RowActions<Row> {
  readonly first?: (row: Row) => ReactNode;
  readonly edit?: (row: Row) => void;
  readonly remove?: (row: Row) => void;
}

export function useActionsColumn() {
  const { t } = useTranslation('common');
  return function actionsColumn<Row>(name: (row: Row) => string, actions: RowActions<Row>): Column<Row> {
    const { first, edit, remove } = actions;
    // Translated once per column, not once per row: a list re-renders its rows on every keystroke.
    const [actionsLabel, editLabel, deleteLabel] = [t('actions.actions'), t('actions.edit'), t('actions.delete')];
    return {
      key: 'actions',
      header: <span className="visually-hidden">{actionsLabel}</span>,
      label: actionsLabel,
      align: 'end',
      render: (row) => (
        <div className="ft-table__actions">
          {first?.(row)}
          {edit && (
            <Button size="small" variant={first ? 'ghost' : 'secondary'} onClick={() => edit(row)} aria-label={`${editLabel}: ${name(row)}`}>
              {editLabel}
            </Button>
          )}
          {remove && (
            <Button size="small" variant="ghost" onClick={() => remove(row)} aria-label={`${deleteLabel}: ${name(row)}`}>
              {deleteLabel}
            </Button>
          )}
        </div>
      ),
    };
  };
}
