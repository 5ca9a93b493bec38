import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from './AppLink';
import { Outcome } from './Outcome';
import { PageTitle } from './PageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The frame of a page about one thing (an endpoint set, an OCDI association): the link back to
 * its list, the title with its badges, the outcome of the last action, then the page's sections.
 */
export function DetailPage({
  back,
  title,
  badges,
  notice,
  maxWidth,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  badges?: ReactNode;
  /** A success message (a save's outcome). */
  notice?: string | null;
  /** In CSS units; none when absent. */
  maxWidth?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root} style={maxWidth ? { maxWidth } : undefined}>
      <AppLink to={back.to}>{back.label}</AppLink>
      <div className={styles.head}>
        <PageTitle>{title}</PageTitle>
        {badges}
      </div>
      {notice && <Outcome ok>{notice}</Outcome>}
      {children}
    </div>
  );
}
