import type { ReactNode } from 'react';
import { useStateStyles } from '../ui/states.styles';
import { LanguagePicker } from './LanguagePicker';

/** The page frame used before (or instead of) the full shell: language picker and a main landmark. */
export function BareShell({ children }: { children: ReactNode }) {
  const styles = useStateStyles();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <LanguagePicker />
      </header>
      <main id="main-content" tabIndex={-1} className={styles.center}>
        {children}
      </main>
    </div>
  );
}
