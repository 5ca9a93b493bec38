import { useEffect, useRef, useState, type FormEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { CloudProfiles, REPORT_TEMP_ID, type GeoPlace } from '@netlens/core';
import { useTranslation, currentLanguage } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { Media } from '../../ui/breakpoints';
import { useShell } from '../../ui/ShellContext';
import { LocationChoice, type LocationMode } from '../geo';
import { frontDoorsFor, prefetchFrontDoors } from '../frontdoors';
import { isRunning } from '../../run/phases';
import { reportQuery } from '../../run/reportQuery';
import { followRun, loadRunTest } from '../connectivity';
import { getRunState, resetRun, useRunValue } from '../../run/runStore';
import { DomainNameInput } from './DomainNameInput';
import { RunButton } from './RunButton';
import { TermsNote } from './TermsNote';
import { startErrorKey, validateStart, type StartError } from './validation';
import { MessageBar, MessageBarBody, prefetchMessageBar } from '../../ui/MessageBar';
import { prefetchSpinner } from '../../ui/Spinner';
import { afterPaint, whenIdle } from '../../lib/idle';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '72ch',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    [Media.narrow]: { padding: tokens.spacingHorizontalL },
  },
});

/** The start form: location choice, optional domain name, terms note and Run test (spec §2, §5). */
export function StartForm() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = useShell();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // Once the run's progress or outcome is on screen: a run that has just started keeps this page still.
  const running = useRunValue((run) => run.shown && isRunning(run.phase));
  const ended = useRunValue((run) => run.shown && run.phase !== 'Prepare' && !isRunning(run.phase));
  const [mode, setMode] = useState<LocationMode>('auto');
  const [place, setPlace] = useState<GeoPlace | null>(null);
  const [domainName, setDomainName] = useState('');
  const [domainOpen, setDomainOpen] = useState(false);
  const [error, setError] = useState<StartError | null>(null);
  const domainRef = useRef<HTMLInputElement>(null);
  // Between Run test and the run's start while the test's chunk is still on its way.
  const starting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const domainNameOffered = CloudProfiles[config.cloudName].domainNameInput;

  // The front-door catalogue, the probe worker and the test's code load while the visitor reads,
  // once the page has painted, so Run test starts probing at once.
  // The message bar and the spinner (shown only when a start fails, and for the city search)
  // follow once the page is idle.
  useEffect(
    () =>
      afterPaint(() => {
        prefetchFrontDoors(queryClient);
        void loadRunTest()
          .then(({ prewarmProbeWorker }) => prewarmProbeWorker())
          .catch(() => undefined);
        return whenIdle(() => {
          prefetchMessageBar();
          prefetchSpinner();
        });
      }),
    [queryClient],
  );

  // Back on the start page after a finished or failed run: Reset returns to Prepare (spec §4).
  useEffect(() => {
    if (ended) resetRun();
  }, [ended]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isRunning(getRunState().phase) || starting.current) return;
    const problem = validateStart({ mode, place, domainName, domainNameOffered });
    setError(problem);
    if (problem === 'invalidDomainName') {
      setDomainOpen(true);
      requestAnimationFrame(() => domainRef.current?.focus());
    } else if (problem === 'invalidLocation') {
      formRef.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
    }
    if (problem) return;
    starting.current = true;
    // At hand by now (fetched as the page showed), unless the network is very slow.
    loadRunTest()
      .then(({ runTest, debugTraceRequested }) => {
        void runTest(
          {
            mode,
            place,
            domainName: domainName.trim(),
            debugTrace: debugTraceRequested(search),
            culture: currentLanguage(),
          },
          {
            frontDoors: frontDoorsFor(queryClient),
            onReport: (report) => queryClient.setQueryData(reportQuery(report.id).queryKey, report),
          },
        );
        followRun((path) => void navigate(path));
      })
      .catch(() => setError('loadFailed'))
      .finally(() => (starting.current = false));
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('start.formLabel')}
    >
      <LocationChoice
        mode={mode}
        onModeChange={(m) => {
          setMode(m);
          if (error === 'invalidLocation') setError(null);
        }}
        place={place}
        onPlaceChange={(p) => {
          setPlace(p);
          if (p && error === 'invalidLocation') setError(null);
        }}
        placeMissing={error === 'invalidLocation'}
      />
      {domainNameOffered && (
        <DomainNameInput
          value={domainName}
          onChange={setDomainName}
          open={domainOpen}
          onOpenChange={setDomainOpen}
          invalid={error === 'invalidDomainName'}
          inputRef={domainRef}
        />
      )}
      {error && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{t(startErrorKey(error))}</MessageBarBody>
        </MessageBar>
      )}
      {running && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {t('start.running')} <AppLink to={`/report/${REPORT_TEMP_ID}`}>{t('start.seeProgress')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <TermsNote />
      <RunButton />
    </form>
  );
}
