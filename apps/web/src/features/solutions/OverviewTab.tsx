import { Suspense } from 'react';
import { ApiError, type SolutionProfile } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../ui/States';
import { DataMessage } from './Messages';
import {
  useSolutionLatestAssessments,
  usePerformanceOfSolution,
  usePerformanceHistory,
  usePerformanceLatest,
  usePerformanceNpi,
  useOutageHistory,
} from './queries';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { AssessmentTable, NpiTable, OutageTable } from './tables';
import { TargetBaseline } from './TargetBaseline';
import { AssessmentBadge, MetricValue, placeName, type Metric } from './values';
import { lazyComponent } from '../../ui/lazyComponent';
import { useCardStyles } from '../../ui/cardStyles';
import { TitledSection } from '../../ui/TitledSection';

const SolutionMap = lazyComponent(
  () => import('./SolutionMap'),
  (m) => m.default,
).Component;
const HistoryChart = lazyComponent(
  () => import('./HistoryChart'),
  (m) => m.default,
).Component;

const GLOBAL = { country: '', state: '', city: '' };
const METRICS: Metric[] = ['latency', 'availability', 'connectedness', 'npi'];

/** #overview: the solution worldwide, its map, history, outages, top providers, baseline and assessments. */
export function OverviewTab({ profile, startDate }: { profile: SolutionProfile; startDate: string }) {
  const { t } = useTranslation();
  const styles = useSolutionStyles();
  const cards = useCardStyles();
  const id = profile.solutionId;
  const global = usePerformanceOfSolution(id, GLOBAL);
  const cities = usePerformanceLatest(id, 'City');
  const history = usePerformanceHistory(id, GLOBAL, startDate);
  const outages = useOutageHistory(id, startDate);
  const assessments = useSolutionLatestAssessments(id);
  // The index of top providers where most of the solution's customers are: its busiest country.
  const busiest = cities.data?.reduce<(typeof cities.data)[number] | null>(
    (a, b) => (a === null || b.sampleCount > a.sampleCount ? b : a),
    null,
  );
  const npiPlace = busiest ? { country: busiest.country, state: '', city: '' } : GLOBAL;
  const npi = usePerformanceNpi(npiPlace, cities.isSuccess);

  // No aggregate at all answers 404: that is the "no performance here" message, not a failure.
  const globalMissing = global.isError && global.error instanceof ApiError && global.error.status === 404;
  const failed =
    [global, cities, history, outages, assessments].find((q) => q.isError && q !== global) ??
    (global.isError && !globalMissing ? global : undefined);
  if (failed) return <DataMessage id="fetchFailed" onRetry={() => void failed.refetch()} />;
  if (global.isPending) return <Loading label={t('solutions.loading')} />;
  const g = global.data ?? null;

  return (
    <div className={styles.section}>
      {!g && <DataMessage id="noPlace" />}
      {g && (
        <div className={cards.cards}>
          {METRICS.map((m) => (
            <div key={m} className={cards.card} data-metric={m}>
              <span className={styles.cardLabel}>{t(`solutions.metric.${m}`)}</span>
              <span className={styles.cardValue}>
                <MetricValue values={g} metric={m} />
              </span>
            </div>
          ))}
          <div className={cards.card} data-metric="meetings">
            <span className={styles.cardLabel}>{t('solutions.metric.meetings')}</span>
            <span className={styles.cardValue}>
              {g.assessmentLevel && !g.hiddenReason ? (
                <AssessmentBadge
                  level={g.assessmentLevel}
                  color={g.assessmentColor}
                  score={g.meetingsScore}
                />
              ) : (
                <MetricValue values={g} metric="meetings" />
              )}
            </span>
          </div>
        </div>
      )}
      <div className={styles.twoColumns}>
        <TitledSection title={t('solutions.overview.map')}>
          <Suspense fallback={<Loading label={t('solutions.loading')} />}>
            <SolutionMap cities={cities.data ?? []} />
          </Suspense>
        </TitledSection>
        <TitledSection title={t('solutions.overview.history')}>
          {!history.data ? (
            <Loading label={t('solutions.loading')} />
          ) : history.data.items.some((p) => p.latencyMs !== null) ? (
            <Suspense fallback={<Loading label={t('solutions.loading')} />}>
              <HistoryChart
                points={history.data.items}
                caption={t('solutions.overview.historyCaption', { place: t('solutions.global') })}
              />
            </Suspense>
          ) : (
            <DataMessage id="noRange" />
          )}
        </TitledSection>
      </div>
      <TitledSection title={t('solutions.overview.outages')}>
        {!outages.data ? (
          <Loading label={t('solutions.loading')} />
        ) : outages.data.items.length > 0 ? (
          <OutageTable outages={outages.data.items} />
        ) : (
          <DataMessage id="noOutages" />
        )}
      </TitledSection>
      <div className={styles.twoColumns}>
        <TitledSection
          title={
            busiest
              ? t('solutions.overview.topProvidersAt', { place: placeName(npiPlace, '') })
              : t('solutions.overview.topProviders')
          }
        >
          {npi.isError ? (
            <DataMessage id="fetchFailed" onRetry={() => void npi.refetch()} />
          ) : npi.isPending ? (
            <Loading label={t('solutions.loading')} />
          ) : npi.data.items.length > 0 ? (
            <NpiTable ranking={npi.data} solutionId={id} />
          ) : (
            <DataMessage id="noProviders" />
          )}
        </TitledSection>
        <TitledSection title={t('solutions.overview.baseline')}>
          <TargetBaseline current={g} />
        </TitledSection>
      </div>
      <TitledSection title={t('solutions.overview.assessments')}>
        {!assessments.data ? (
          <Loading label={t('solutions.loading')} />
        ) : assessments.data.length > 0 ? (
          <AssessmentTable rows={assessments.data} />
        ) : (
          <DataMessage id="noAssessments" />
        )}
      </TitledSection>
    </div>
  );
}
