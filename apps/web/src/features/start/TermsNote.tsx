import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from 'react-i18next';
import { useShell } from '../../app/ShellContext';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The note that terms of use apply, shown to signed-out visitors (spec §2). */
export function TermsNote() {
  const styles = useStyles();
  const { config, session } = useShell();
  if (session.signedIn) return null;
  const href = config.links.websiteTerms.trim();
  return (
    <Body1 as="p" className={styles.note}>
      <Trans
        i18nKey="start.terms"
        components={{ terms: href ? <Link href={href} target="_blank" rel="noopener" inline /> : <span /> }}
      />
    </Body1>
  );
}
