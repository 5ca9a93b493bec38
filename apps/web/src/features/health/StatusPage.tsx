import { Suspense, useCallback, useId, useMemo } from 'react';
import { Body1, Button, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DataAreaRegular, WifiWarningRegular } from '@fluentui/react-icons';
import type { MetroScore, NetworkHealth } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { LoadingState } from '../../ui/LoadingState';
import { ReportMessage } from '../../ui/ReportMessage';
import { HealthLegend } from './HealthLegend';
import { MetroTable } from './MetroTable';
import { OutageBanner } from './OutageBanner';
import { useNetworkHealth } from './queries';
import { lazyComponent } from '../../ui/lazyComponent';
import { PageTitle } from '../../ui/PageTitle';

// The map carries the embedded world atlas: its own chunk, loaded with the page's data.
const MetroMap = lazyComponent(
  () => import('./MetroMap'),
  (m) => m.default,
).Component;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1080px' },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  intro: { margin: 0, maxWidth: '75ch' },
  meta: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
  },
  emptyIcon: { fontSize: '32px', color: tokens.colorNeutralForeground3 },
  mapFallback: { minHeight: '180px' },
});

/** Route /status: network health per metro (its guard hides it when DisableNetworkHealth is set). */
export function StatusPage() {
  const { t } = useTranslation();
  const health = useNetworkHealth();
  if (health.isPending) return <LoadingState label={t('health.loading')} />;
  if (health.isError) {
    return (
      <ReportMessage
        kind="health.loadError"
        icon={WifiWarningRegular}
        onRetry={() => void health.refetch()}
      />
    );
  }
  return (
    <HealthContent
      data={health.data}
      refreshing={health.isFetching}
      onRefresh={() => void health.refetch()}
    />
  );
}

function HealthContent({
  data,
  refreshing,
  onRefresh,
}: {
  data: NetworkHealth;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const mapId = useId();
  const tableId = useId();
  const lang = i18n.language;
  const regions = useMemo(() => new Intl.DisplayNames([lang], { type: 'region' }), [lang]);
  const country = useCallback((cc: string) => (cc ? (regions.of(cc) ?? cc) : ''), [regions]);
  const name = useCallback(
    (m: MetroScore) => [m.city, country(m.countryCode)].filter(Boolean).join(', '),
    [country],
  );
  const unhealthy = data.metros.filter((m) => m.health === 'unhealthy').length;
  const updated = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(data.window.until));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageTitle>{t('health.title')}</PageTitle>
        <Body1 as="p" className={styles.intro}>
          {t('health.intro', { hours: data.window.hours, min: data.window.minSamples })}
        </Body1>
        <Text className={styles.meta}>
          {t('health.updated', { time: updated })}{' '}
          <Button appearance="transparent" size="small" onClick={onRefresh} disabled={refreshing}>
            {t('health.refresh')}
          </Button>
        </Text>
      </header>
      <OutageBanner outage={data.outage} />
      {data.metros.length === 0 ? (
        <div className={styles.empty}>
          <DataAreaRegular className={styles.emptyIcon} aria-hidden />
          <Subtitle1 as="h2" className={styles.heading}>
            {t('health.empty.title')}
          </Subtitle1>
          <Body1 as="p" className={styles.intro}>
            {t('health.empty.message', { hours: data.window.hours })}
          </Body1>
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby={mapId}>
            <Subtitle1 as="h2" id={mapId} className={styles.heading}>
              {t('health.map.heading')}
            </Subtitle1>
            <Text>
              {unhealthy === 0
                ? t('health.summaryNone', { count: data.metros.length })
                : t('health.summary', { count: data.metros.length, unhealthy })}
            </Text>
            <Suspense fallback={<div className={styles.mapFallback} />}>
              <MetroMap metros={data.metros} name={name} />
            </Suspense>
            <HealthLegend />
          </section>
          <section className={styles.section} aria-labelledby={tableId}>
            <Subtitle1 as="h2" id={tableId} className={styles.heading}>
              {t('health.table.heading')}
            </Subtitle1>
            <MetroTable metros={data.metros} country={country} />
          </section>
        </>
      )}
    </div>
  );
}
