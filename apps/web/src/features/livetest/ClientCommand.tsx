import { useId, useState } from 'react';
import { Button, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import type { CreatedLiveRun } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../lib/basePath';
import { codeBlock } from '../../ui/codeBlock';
import { useCopy } from '../../ui/useCopy';
import { clientDownloadUrl } from './api';
import { ClientOses, clientCommand, detectOs, type ClientOs } from './commands';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  stepTitle: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  code: codeBlock,

  muted: { color: tokens.colorNeutralForeground3 },
});

const siteUrl = () => `${window.location.origin}${basePath()}/`;

/** Download button for the visitor's OS and the one-line command that joins the run. */
export function ClientCommand({ run, onAct }: { run: CreatedLiveRun; onAct: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const commandId = useId();
  const [os, setOs] = useState<ClientOs>(() => detectOs(navigator.platform, navigator.userAgent));
  const [copied, copyText] = useCopy();
  const command = clientCommand(os, siteUrl(), run.runId, run.token);
  const copy = () => {
    onAct();
    return copyText(command);
  };
  return (
    <div className={styles.root}>
      <TabList
        size="small"
        selectedValue={os}
        onTabSelect={(_, d) => setOs(d.value as ClientOs)}
        aria-label={t('livetest.os.label')}
      >
        {ClientOses.map((o) => (
          <Tab key={o} value={o}>
            {t(`livetest.os.${o}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.step}>
        <Text className={styles.stepTitle}>{t('livetest.download.step1')}</Text>
        <div className={styles.row}>
          <Button
            as="a"
            appearance="primary"
            icon={<ArrowDownloadRegular />}
            href={clientDownloadUrl()}
            download="netlens-advanced.mjs"
            onClick={onAct}
          >
            {t('livetest.download.button', { os: t(`livetest.os.${os}`) })}
          </Button>
          <Text size={200} className={styles.muted}>
            {t('livetest.download.node')}
          </Text>
        </div>
      </div>
      <div className={styles.step}>
        <Text className={styles.stepTitle} id={commandId}>
          {t(`livetest.download.step2.${os}`)}
        </Text>
        <code className={styles.code} aria-labelledby={commandId} data-testid="client-command">
          {command}
        </code>
        <div className={styles.row}>
          <Button
            icon={copied === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
            onClick={() => void copy()}
          >
            {copied === 'copied' ? t('livetest.download.copied') : t('livetest.download.copy')}
          </Button>
          <Text size={200} className={styles.muted}>
            {t('livetest.download.secret')}
          </Text>
        </div>
      </div>
    </div>
  );
}
