import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { TableFrame } from '../../ui/table/TableFrame';
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
    <TableFrame
      label={label}
      columns={columns.map((k) => t(`${columnsKey}.${k}`))}
      size={size}
      className={wide ? styles.wideTable : styles.table}
    >
      {children}
    </TableFrame>
  );
}
