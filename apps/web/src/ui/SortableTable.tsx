import type { ReactNode } from 'react';
import { Table, TableBody, TableHeader, TableRow, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
});

/** A sortable table under its header row, scrolling sideways in its frame when the window is narrower. */
export function SortableTable({
  label,
  className,
  header,
  children,
}: {
  label: string;
  className?: string;
  /** The header row's cells. */
  header: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table sortable className={className} aria-label={label}>
        <TableHeader>
          <TableRow>{header}</TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
