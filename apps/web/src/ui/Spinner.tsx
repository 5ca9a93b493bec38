import { Suspense } from 'react';
import type { SpinnerProps } from '@fluentui/react-components';
import { lazyComponent } from './lazyComponent';

// A loaded start page shows no spinner: Fluent's loads when one is first shown (its label shows
// meanwhile), or once the start page is idle (prefetchSpinner), and then renders at once.
const Lazy = lazyComponent(
  () => import('./spinnerChunk'),
  (m) => m.Spinner,
);

/** Fluent's Spinner, loaded on first use; until it has arrived its label stands in its place. */
export function Spinner(props: SpinnerProps) {
  const label = typeof props.label === 'string' ? props.label : null;
  return (
    <Suspense fallback={label ? <span role="progressbar">{label}</span> : null}>
      <Lazy.Component {...props} />
    </Suspense>
  );
}

/** Fetches the spinner's chunk ahead of its first use. */
export const prefetchSpinner = Lazy.prefetch;
