// A data table that stacks into labelled rows on phones.
import type { ReactNode } from 'react';

export interface Column<Row> {
  readonly key: string;
  readonly header: ReactNode;
  /** The label repeated beside each value on narrow screens. */
  readonly label: string;
  readonly render: (row: Row) => ReactNode;
  readonly align?: 'start' | 'end';
  /** On narrow screens, the value under its label across the card's width (a value of several parts, a long address). */
  readonly wide?: boolean;
}

interface TableProps<Row> {
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly empty: ReactNode;
}

export function Table<Row>({ caption, columns, rows, rowKey, empty }: TableProps<Row>) {
  if (rows.length === 0) return <div className="ft-table-wrap ft-empty">{empty}</div>;
  return (
    <div className="ft-table-wrap">
      <table className="ft-table ft-table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.align === 'end' ? { textAlign: 'right' } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={column.wide ? 'ft-table__wide' : undefined} style={column.align === 'end' ? { textAlign: 'right' } : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
