import { useId } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useCopy } from '../../ui/useCopy';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  trace: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { color: tokens.colorNeutralForeground2 },
});

/** A read-only error trace with a button that copies it (and says whether that worked). */
export function ErrorTrace({ trace }: { trace: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const statusId = useId();
  const [copied, copyText] = useCopy(4000);
  const copy = () => copyText(trace);
  return (
    <div className={styles.root}>
      <Field label={t('copilot.trace.label')} hint={t('copilot.trace.hint')}>
        <Textarea
          textarea={{ className: styles.trace }}
          value={trace}
          readOnly
          rows={Math.min(10, trace.split('\n').length + 1)}
          resize="vertical"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          icon={copied === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
          onClick={() => void copy()}
          aria-describedby={statusId}
        >
          {t('copilot.trace.copy')}
        </Button>
        <span id={statusId} role="status" className={styles.status}>
          {copied === 'copied'
            ? t('copilot.trace.copied')
            : copied === 'failed'
              ? t('copilot.trace.copyFailed')
              : ''}
        </span>
      </div>
    </div>
  );
}
