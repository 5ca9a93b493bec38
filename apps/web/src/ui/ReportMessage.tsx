import type { ReactNode } from 'react';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular, type FluentIcon } from '@fluentui/react-icons';
import { useTranslation } from '../lib/i18n';
import { AppLink } from './AppLink';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '60ch',
    paddingBlock: tokens.spacingVerticalXL,
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  heading: { margin: 0 },
  text: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

interface ReportMessageProps {
  /** Locale key prefix: `${kind}.title` and `${kind}.message`. */
  kind: string;
  icon?: FluentIcon;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A full-page report state (invalid id, not found, no run, load error) with a way back. */
export function ReportMessage({
  kind,
  icon: Icon = DocumentDismissRegular,
  onRetry,
  children,
}: ReportMessageProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Icon className={styles.icon} aria-hidden />
      <Subtitle1 as="h1" className={styles.heading}>
        {t(`${kind}.title`)}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {t(`${kind}.message`)}
      </Body1>
      {children}
      <div className={styles.actions}>
        {onRetry && (
          <Button appearance="primary" onClick={onRetry}>
            {t('report.actions.retry')}
          </Button>
        )}
        <AppLink to="/">{t('report.actions.start')}</AppLink>
      </div>
    </div>
  );
}
