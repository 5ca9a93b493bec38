import type { ReactNode } from 'react';
import { Title1, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  title: { margin: 0, overflowWrap: 'anywhere' },
});

/** A page's heading (its one h1). */
export function PageTitle({ id, children }: { id?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Title1 as="h1" id={id} className={styles.title}>
      {children}
    </Title1>
  );
}
