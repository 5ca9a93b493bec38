import type { ReactNode } from 'react';
import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../ui/TableScroll';
import { useReportStyles } from './styles';

/**
 * A table of the report: scrolls sideways in a named region on narrow screens; its header cells
 * are the strings `{columnsKey}.{column}`.
 */
export function ReportTable({
  label,
  columnsKey,
  columns,
  size,
  wide,
  children,
}: {
  label: string;
  columnsKey: string;
  columns: readonly string[];
  size?: 'small' | 'medium';
  /** Many columns: a wider table before it scrolls sideways. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  return (
    <TableScroll label={label}>
      <Table className={wide ? styles.wideTable : styles.table} aria-label={label} size={size}>
        <TableHeader>
          <TableRow>
            {columns.map((k) => (
              <TableHeaderCell key={k}>{t(`${columnsKey}.${k}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </TableScroll>
  );
}
