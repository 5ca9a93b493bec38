import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  CircleHalfFillRegular,
  CircleRegular,
  DismissCircleFilled,
} from '@fluentui/react-icons';
import { useVisuallyHidden } from './visuallyHidden';
import { plainList } from './plainList';

export type StepState = 'done' | 'active' | 'failed' | 'pending';

export interface Step {
  id: string;
  label: string;
  state: StepState;
  /** The state in words, for assistive technology. */
  stateLabel: string;
  /** Shown under the step's label, e.g. its progress. */
  detail?: ReactNode;
}

const useStyles = makeStyles({
  list: {
    ...plainList,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  icon: { fontSize: '20px', display: 'flex', justifyContent: 'center', paddingTop: '1px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  pending: { color: tokens.colorNeutralForeground4 },
  label: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  active: { fontWeight: tokens.fontWeightSemibold },
  detail: { gridColumn: '2', marginTop: tokens.spacingVerticalS, maxWidth: '480px' },
});

/**
 * A run's steps, each with an icon for its state; the current one marked for assistive technology.
 * The icons keep still: a spinning one would redraw the page every frame, taking processor time
 * from the measurements the steps are waiting for.
 */
export function StepList({ steps, label }: { steps: Step[]; label?: string }) {
  const styles = useStyles();
  const sr = useVisuallyHidden();
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map(({ id, label: text, state, stateLabel, detail }) => (
        <li key={id} className={styles.item} aria-current={state === 'active' ? 'step' : undefined}>
          <span className={styles.icon}>
            {state === 'done' && <CheckmarkCircleFilled className={styles.done} aria-hidden />}
            {state === 'active' && <CircleHalfFillRegular className={styles.current} aria-hidden />}
            {state === 'failed' && <DismissCircleFilled className={styles.failed} aria-hidden />}
            {state === 'pending' && <CircleRegular className={styles.pending} aria-hidden />}
          </span>
          <span className={mergeClasses(styles.label, state === 'active' && styles.active)}>
            {text}
            <span className={sr.hidden}>{` (${stateLabel})`}</span>
          </span>
          {detail && <div className={styles.detail}>{detail}</div>}
        </li>
      ))}
    </ol>
  );
}
