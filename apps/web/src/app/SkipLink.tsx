import type { MouseEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../lib/i18n';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { top: tokens.spacingVerticalS, outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** "Skip to main content": the first tab stop; moves focus to the main landmark. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  // A plain #fragment would resolve against <base href> and reload the page, so move focus here.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a className={styles.link} href={`#${targetId}`} onClick={onClick}>
      {t('app.skipToContent')}
    </a>
  );
}
