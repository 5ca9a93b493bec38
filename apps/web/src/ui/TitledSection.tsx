import type { ReactNode } from 'react';
import { Subtitle1 } from '@fluentui/react-components';
import { useSolutionStyles } from './solutionStyles';

/** A section of a report page under its h2 title, named by the title. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useSolutionStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2" className={styles.sectionTitle}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}
