import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { useMessageText } from '../../ui/useMessageText';
import { Loading } from '../../ui/States';
import { errorText } from './BatchResult';
import { dateLabel } from './labels';
import { useRunFqdnTests, useFqdnTestResults } from './queries';
import { Outcome } from '../../ui/Outcome';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
  tests: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
});

/** The FQDN's stored test results, and "Run tests now" to scan it at once (not a wildcard: no name to resolve). */
export function TestResults({
  fqdnId,
  name,
  isWildcard,
}: {
  fqdnId: string;
  name: string;
  isWildcard: boolean;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const text = useMessageText();
  const tests = useFqdnTestResults(fqdnId);
  const run = useRunFqdnTests(fqdnId);
  return (
    <div className={styles.root}>
      {isWildcard ? (
        <p className={styles.hint}>{t('fqdns.errors.wildcardNotScanned')}</p>
      ) : (
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          {t('fqdns.panel.runTests')}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {run.isPending && (
          <Spinner size="tiny" labelPosition="after" label={t('fqdns.panel.running', { name })} />
        )}
        {run.isSuccess && <p className={styles.hint}>{t('fqdns.panel.testsDone')}</p>}
      </div>
      {run.isError && (
        <Outcome ok={false} multiline>
          {errorText(run.error)}
        </Outcome>
      )}
      {tests.isPending ? (
        <Loading label={t('fqdns.list.loading')} />
      ) : !tests.data?.length ? (
        <p className={styles.hint}>{t('fqdns.panel.noTests')}</p>
      ) : (
        <ul className={styles.tests}>
          {tests.data.map((r) => (
            <li key={r.testName}>
              {r.testName}: {t(`fqdns.testStatus.${r.status}`)} · {text(r.localized, r.message)} ·{' '}
              {dateLabel(r.testedAt, i18n.language)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
