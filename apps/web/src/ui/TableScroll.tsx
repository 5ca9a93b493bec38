import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto', minWidth: 0 },
});

/** A table's horizontal scroller on narrow screens: a named region keyboard users can scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
