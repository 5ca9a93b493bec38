import type { ReactNode } from 'react';
import { TableFrame } from './TableFrame';

/** A sortable table under its header row, scrolling sideways in its frame when the window is narrower. */
export function SortableTable({
  label,
  className,
  header,
  children,
}: {
  label: string;
  className?: string;
  /** The header row's cells (SortHeaderCell). */
  header: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableFrame label={label} className={className} header={header} scroll="plain" sortable>
      {children}
    </TableFrame>
  );
}
