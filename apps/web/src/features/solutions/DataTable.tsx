import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { TableScroll } from '../../ui/TableScroll';

export interface DataRow {
  key: string;
  cells: ReactNode[];
  /** data-* attributes tests and styles find the row by. */
  data?: Record<`data-${string}`, string>;
}

/** A small read-only table in its keyboard-scrollable region, named by its label. */
export function DataTable({
  label,
  columns,
  rows,
  className,
}: {
  label: string;
  columns: string[];
  rows: DataRow[];
  className?: string;
}) {
  return (
    <TableScroll label={label}>
      <Table className={className} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} {...r.data}>
              {r.cells.map((c, i) => (
                <TableCell key={i}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
