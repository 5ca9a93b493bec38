import type { ReactNode } from 'react';
import { usePortalStyles } from './styles';

/** A table's horizontal scroller on narrow screens: a named region keyboard users can scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const styles = usePortalStyles();
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
