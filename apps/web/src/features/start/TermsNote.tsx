import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { splitTagged } from '../../ui/tagged';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The note that terms of use apply, shown to signed-out visitors (spec §2). */
export function TermsNote() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config, session } = useShell();
  if (session.signedIn) return null;
  const href = config.links.websiteTerms.trim();
  const text = t('start.terms');
  const parts = splitTagged(text, 'terms');
  if (!parts)
    return (
      <Body1 as="p" className={styles.note}>
        {text}
      </Body1>
    );
  const [before, terms, after] = parts;
  return (
    <Body1 as="p" className={styles.note}>
      {before}
      {href ? (
        <Link href={href} target="_blank" rel="noopener" inline>
          {terms}
        </Link>
      ) : (
        <span>{terms}</span>
      )}
      {after}
    </Body1>
  );
}
