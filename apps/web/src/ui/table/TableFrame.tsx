import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', minWidth: 0 },
});

/**
 * The app's tables (with DataTable, SortableTable and, for long lists, VirtualTable): a table
 * named by its label under its header row, scrolling sideways on narrow screens in a named region
 * keyboard users can scroll (`scroll="region"`, the default) or in a plain frame.
 */
export function TableFrame({
  label,
  columns,
  header,
  scroll = 'region',
  sortable,
  size,
  className,
  children,
}: {
  label: string;
  /** The header cells' texts; or `header`, the header row's own cells. */
  columns?: readonly ReactNode[];
  header?: ReactNode;
  scroll?: 'region' | 'plain';
  sortable?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}) {
  const styles = useStyles();
  const region = scroll === 'region' ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div className={styles.scroll} {...region}>
      <Table sortable={sortable} className={className} aria-label={label} size={size}>
        <TableHeader>
          <TableRow>
            {header ?? columns?.map((c, i) => <TableHeaderCell key={i}>{c}</TableHeaderCell>)}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
