import { Suspense } from 'react';
import { Link, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../ui/States';
import type { Place } from './place';
import { DataMessage } from './Messages';
import { usePerformanceHistory } from './queries';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { placeName } from './values';
import { lazyComponent } from '../../ui/lazyComponent';

const HistoryChart = lazyComponent(
  () => import('./HistoryChart'),
  (m) => m.default,
).Component;

/** `localHistory`: one place's daily history over the date range. */
export function LocalHistory({
  solutionId,
  place,
  startDate,
  onBack,
}: {
  solutionId: string;
  place: Place | null;
  startDate: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const styles = useSolutionStyles();
  const history = usePerformanceHistory(solutionId, place ?? { country: '', state: '', city: '' }, startDate);
  const back = (
    <Link as="button" onClick={onBack}>
      {t('solutions.localHistory.back')}
    </Link>
  );
  if (!place)
    return (
      <div className={styles.section}>
        <p>{t('solutions.localHistory.choose')}</p>
        {back}
      </div>
    );
  const name = placeName(place, t('solutions.global'));
  let body;
  if (history.isError) body = <DataMessage id="fetchFailed" onRetry={() => void history.refetch()} />;
  else if (history.isPending) body = <Loading label={t('solutions.loading')} />;
  else if (!history.data.items.some((p) => p.latencyMs !== null)) body = <DataMessage id="noRange" />;
  else
    body = (
      <Suspense fallback={<Loading label={t('solutions.loading')} />}>
        <HistoryChart
          points={history.data.items}
          caption={t('solutions.overview.historyCaption', { place: name })}
        />
      </Suspense>
    );
  return (
    <section className={styles.section} aria-label={t('solutions.localHistory.title', { place: name })}>
      {back}
      <Subtitle1 as="h2" className={styles.sectionTitle}>
        {t('solutions.localHistory.title', { place: name })}
      </Subtitle1>
      {body}
    </section>
  );
}
