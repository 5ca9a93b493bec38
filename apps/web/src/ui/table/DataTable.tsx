import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@fluentui/react-components';
import { TableFrame } from './TableFrame';

/** data-* attributes tests and styles find a row or cell by. */
type DataAttributes = Record<`data-${string}`, string>;

/** A cell with more than its content. */
export interface DataCell {
  content: ReactNode;
  className?: string;
  colSpan?: number;
  data?: DataAttributes;
}

export interface DataRow {
  key: string;
  cells: (ReactNode | DataCell)[];
  data?: DataAttributes;
}

const isDataCell = (c: ReactNode | DataCell): c is DataCell =>
  typeof c === 'object' && c !== null && 'content' in c;

/** A read-only table of rows of cells in its keyboard-scrollable region, named by its label. */
export function DataTable({
  label,
  columns,
  rows,
  size = 'small',
  className,
}: {
  label: string;
  columns: readonly ReactNode[];
  rows: DataRow[];
  size?: 'small' | 'medium';
  className?: string;
}) {
  return (
    <TableFrame label={label} columns={columns} size={size} className={className}>
      {rows.map((r) => (
        <TableRow key={r.key} {...r.data}>
          {r.cells.map((c, i) =>
            isDataCell(c) ? (
              <TableCell key={i} className={c.className} colSpan={c.colSpan} {...c.data}>
                {c.content}
              </TableCell>
            ) : (
              <TableCell key={i}>{c}</TableCell>
            ),
          )}
        </TableRow>
      ))}
    </TableFrame>
  );
}
