import type { ReactNode } from 'react';
import { TableHeaderCell } from '@fluentui/react-components';

/** A column header that sorts by its column; the sorted one shows its direction. */
export function SortHeaderCell({
  direction,
  onSort,
  sortLabel,
  children,
}: {
  /** Set on the column the table is sorted by. */
  direction: 'ascending' | 'descending' | undefined;
  onSort: () => void;
  /** The sort button's accessible name, when it should say more than the header. */
  sortLabel?: string;
  children: ReactNode;
}) {
  return (
    <TableHeaderCell
      sortDirection={direction}
      onClick={onSort}
      button={sortLabel === undefined ? undefined : { 'aria-label': sortLabel }}
    >
      {children}
    </TableHeaderCell>
  );
}
