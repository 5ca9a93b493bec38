import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../lib/i18n';
import { TitledMessageBar } from './TitledMessageBar';

const useStyles = makeStyles({
  empty: {
    padding: tokens.spacingVerticalXL,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
  },
});

export function Loading({ label }: { label: string }) {
  return <Spinner size="small" label={label} labelPosition="after" />;
}

export function Empty({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.empty} role="status">
      {text}
    </Body1>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledMessageBar intent="error" title={t('states.loadError')}>
      {error instanceof Error ? error.message : ''}{' '}
      <Button size="small" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </TitledMessageBar>
  );
}
