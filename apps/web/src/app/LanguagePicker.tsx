import { Suspense, useEffect, useState } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { afterPaint } from '../lib/idle';
import { lazyComponent } from '../ui/lazyComponent';
import { ErrorBoundary } from './ErrorBoundary';

// The menu is a chunk of its own, fetched once the header has painted: the start page's own
// chunks stay small, its first frame does not wait for the fetch to start, and the button it
// opens is ready a moment after the page.
const LanguageMenu = lazyComponent(
  () => import('./LanguageMenu'),
  (m) => m.LanguageMenu,
);

const useStyles = makeStyles({
  // Holds about the menu button's place while its chunk loads.
  pending: { display: 'inline-block', minWidth: '32px', height: '32px' },
});

/**
 * Header menu button listing the UI languages by their native names; left out when its chunk
 * fails, since the crash and chunk-failure states show it too.
 */
export function LanguagePicker() {
  const styles = useStyles();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  const pending = <span className={styles.pending} />;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={pending}>{painted ? <LanguageMenu.Component /> : pending}</Suspense>
    </ErrorBoundary>
  );
}
