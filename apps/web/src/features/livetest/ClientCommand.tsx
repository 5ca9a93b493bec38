import { useId, useState } from 'react';
import {
  Button,
  Select,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import {
  ClientPlatformSchema,
  ClientPlatforms,
  endpoints,
  type ClientFile,
  type ClientPlatform,
  type CreatedLiveRun,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { api } from '../../lib/api';
import { basePath } from '../../lib/basePath';
import { endpointKey } from '../../lib/queryKey';
import { codeBlock } from '../../ui/codeBlock';
import { useCopy } from '../../ui/useCopy';
import { clientCommand, clientFileQuery, detectPlatform, shellsFor, type Shell } from './commands';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  stepTitle: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  code: codeBlock,
  hash: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'grid' },
  layer: { gridArea: '1 / 1', minWidth: 0 },
  spinner: { justifyContent: 'flex-start' },
  // What is not known yet keeps its place, unseen, so that nothing below moves when it comes.
  unseen: { visibility: 'hidden' },
});

/**
 * Stand-ins of the sizes of what is still being prepared: the run's id (with a UUID's hyphens,
 * where a line of the command may break as it will at the real one's) and token, the file's hash.
 */
const standInRun = { runId: '00000000-0000-4000-8000-000000000000', token: '0'.repeat(43) };
const standInHash = '0'.repeat(64);
const standInSize = 100e6;

const siteUrl = () => `${window.location.origin}${basePath()}/`;

/** The visitor's platform, from `navigator.userAgentData` where the browser has it. */
function browserPlatform(): ClientPlatform {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return detectPlatform({
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    uaPlatform: data?.platform,
  });
}

/**
 * The platform's file (built by the server on its first request), or the bundle run with Node.js
 * when it cannot be had; `fellBack` then says so.
 */
function useClientFile(platform: ClientPlatform, enabled: boolean) {
  // A platform's client file (name, size, SHA-256); the server builds it on the first request.
  const read = (p: ClientPlatform, signal: AbortSignal) =>
    api.call(endpoints.ReadAdvancedClientFile, { query: { platform: p }, signal });
  return useQuery({
    queryKey: endpointKey(endpoints.ReadAdvancedClientFile, platform),
    queryFn: async ({ signal }): Promise<{ file: ClientFile; fellBack: boolean }> => {
      try {
        return { file: await read(platform, signal), fellBack: false };
      } catch (e) {
        if (!ClientPlatforms[platform].executable) throw e;
        return { file: await read('macos', signal), fellBack: true };
      }
    },
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}

/**
 * The file to download for the visitor's system (changeable), its size and hash, and the command
 * that runs it. While the run (`run` null) or the file is prepared, every part already has its
 * size, so that the report below does not move when they come.
 */
export function ClientCommand({ run, onAct }: { run: CreatedLiveRun | null; onAct: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const commandId = useId();
  const selectId = useId();
  const [platform, setPlatform] = useState<ClientPlatform>(browserPlatform);
  const os = ClientPlatforms[platform].os;
  const [chosenShell, setShell] = useState<Shell>('powershell');
  const shell = shellsFor(os).includes(chosenShell) ? chosenShell : shellsFor(os)[0]!;
  const [copied, copyText] = useCopy();
  // Asked for once the run is there: a report rendered without one (a rehearsal) fetches nothing.
  const answer = useClientFile(platform, run !== null);
  const name = t(`livetest.os.${platform}`);
  const file = answer.data?.file;
  const executable = file?.executable ?? ClientPlatforms[platform].executable !== null;
  // The file and the command as they will read, for their size while they are prepared.
  const shownFile = file ?? {
    platform,
    fileName: ClientPlatforms[platform].fileName,
    sha256: standInHash,
    executable,
  };
  const { runId, token } = run ?? standInRun;
  const shownCommand = clientCommand(shell, shownFile, siteUrl(), runId, token);
  const command = file && run ? shownCommand : null;
  const preparing = run ? t('livetest.download.preparing', { os: name }) : t('livetest.preparing');
  const copy = () => {
    onAct();
    return command ? copyText(command) : undefined;
  };
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label htmlFor={selectId}>{t('livetest.os.label')}</label>
        <Select
          id={selectId}
          value={platform}
          onChange={(_, d) => setPlatform(ClientPlatformSchema.parse(d.value))}
        >
          {ClientPlatformSchema.options.map((p) => (
            <option key={p} value={p}>
              {t(`livetest.os.${p}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.step}>
        <Text className={styles.stepTitle}>{t('livetest.download.step1')}</Text>
        {answer.isError ? (
          <Text role="alert">{(answer.error as Error).message}</Text>
        ) : (
          // The preparing note and the file's part share one place, as tall as the taller of the two
          // whichever shows, so that nothing below moves when the file comes (or another is chosen).
          <div className={styles.stack}>
            <div className={mergeClasses(styles.layer, file && styles.unseen)}>
              <Spinner size="tiny" label={preparing} className={styles.spinner} />
            </div>
            <div className={mergeClasses(styles.layer, styles.step, !file && styles.unseen)}>
              <div className={styles.row}>
                <Button
                  as="a"
                  appearance="primary"
                  icon={<ArrowDownloadRegular />}
                  href={file && api.url(endpoints.DownloadAdvancedClient, { query: clientFileQuery(file) })}
                  download={file?.fileName}
                  onClick={onAct}
                >
                  {t('livetest.download.button', { os: name })}
                </Button>
                <Text size={200} className={styles.muted} data-testid={file && 'client-file'}>
                  {t('livetest.download.size', {
                    file: shownFile.fileName,
                    size: ((file?.size ?? standInSize) / 1e6).toFixed(1),
                  })}
                </Text>
              </div>
              <Text size={200} className={styles.muted}>
                {answer.data?.fellBack
                  ? t('livetest.download.fallback', { os: name })
                  : t(executable ? 'livetest.download.noInstall' : 'livetest.download.node')}
              </Text>
              <Text size={200} className={styles.muted}>
                {t('livetest.download.sha256')}{' '}
                <span className={styles.hash} data-testid={file && 'client-sha256'}>
                  {shownFile.sha256}
                </span>
              </Text>
            </div>
          </div>
        )}
      </div>
      {!answer.isError && (
        <div className={styles.step}>
          {os === 'windows' && (
            <TabList
              size="small"
              selectedValue={shell}
              onTabSelect={(_, d) => setShell(d.value as Shell)}
              aria-label={t('livetest.download.shell.label')}
            >
              {shellsFor(os).map((s) => (
                <Tab key={s} value={s}>
                  {t(`livetest.download.shell.${s}`)}
                </Tab>
              ))}
            </TabList>
          )}
          <Text className={styles.stepTitle} id={commandId}>
            {t(`livetest.download.step2.${shell}`)}
          </Text>
          {command ? (
            <code className={styles.code} aria-labelledby={commandId} data-testid="client-command">
              {command}
            </code>
          ) : (
            // The command's ground at its size; its text shows once the run and the file are ready.
            <div className={styles.code} aria-hidden="true">
              <span className={styles.unseen}>{shownCommand}</span>
            </div>
          )}
          <div className={styles.row}>
            <Button
              icon={copied === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
              onClick={() => void copy()}
              disabled={!command}
            >
              {copied === 'copied' ? t('livetest.download.copied') : t('livetest.download.copy')}
            </Button>
            <Text size={200} className={styles.muted}>
              {t('livetest.download.secret')}
            </Text>
          </div>
        </div>
      )}
    </div>
  );
}
