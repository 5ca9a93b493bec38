import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { AsnNeighbour, NeighbourRole } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Empty, LoadError, Loading } from '../../ui/States';
import { useAsnDetail } from './queries';

const PREFIXES_SHOWN = 20;
const NEIGHBOURS_SHOWN = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    '@media (max-width: 600px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '& dd': { marginBottom: tokens.spacingVerticalXS },
    },
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  prefixes: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  neighbours: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px' },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const Roles: NeighbourRole[] = ['provider', 'peer', 'customer', 'unknown'];

function Neighbours({ list, onPick }: { list: AsnNeighbour[]; onPick: (asn: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (list.length === 0) return <Empty text={t('asn.detail.noNeighbours')} />;
  return (
    <>
      {Roles.map((role) => {
        const of = list.filter((n) => n.role === role);
        if (of.length === 0) return null;
        return (
          <section key={role} className={styles.group} aria-label={t(`asn.roles.${role}`)}>
            <Subtitle2 as="h4" className={styles.heading}>
              {t(`asn.roles.${role}`)} ({of.length})
            </Subtitle2>
            <ul className={styles.neighbours}>
              {of.slice(0, NEIGHBOURS_SHOWN).map((n) => (
                <li key={n.asn}>
                  <Button size="small" onClick={() => onPick(n.asn)} title={n.sources.join(', ')}>
                    {`AS${n.asn}${n.name ? ` ${n.name}` : ''}`}
                  </Button>
                </li>
              ))}
            </ul>
            {of.length > NEIGHBOURS_SHOWN && (
              <Caption1>{t('asn.detail.more', { count: of.length - NEIGHBOURS_SHOWN })}</Caption1>
            )}
          </section>
        );
      })}
    </>
  );
}

/** One AS: names, organisation, prefixes, traffic, and its neighbours by relationship. */
export function AsnDetails({
  asn,
  onPick,
  onExpand,
}: {
  asn: number;
  onPick: (asn: number) => void;
  onExpand: (asn: number) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const q = useAsnDetail(asn);
  if (q.isPending) return <Loading label={t('asn.states.loading')} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { detail, neighbours, traffic } = q.data;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => onExpand(asn)}>
          {t('asn.detail.expand')}
        </Button>
      </div>
      {!detail && <Empty text={t('asn.detail.unknown', { asn })} />}
      <dl className={styles.facts}>
        <dt>{t('asn.detail.asn')}</dt>
        <dd>AS{asn}</dd>
        {detail && (
          <>
            <dt>{t('asn.detail.names')}</dt>
            <dd>{detail.names.join(' · ') || '—'}</dd>
            <dt>{t('asn.detail.org')}</dt>
            <dd>
              {detail.orgName ? `${detail.orgName}${detail.country ? ` (${detail.country})` : ''}` : '—'}
            </dd>
            <dt>{t('asn.detail.prefixes')}</dt>
            <dd className={styles.prefixes}>
              {detail.prefixes.slice(0, PREFIXES_SHOWN).join(', ') || '—'}
              {detail.prefixTotal > PREFIXES_SHOWN &&
                ` ${t('asn.detail.more', { count: detail.prefixTotal - PREFIXES_SHOWN })}`}
            </dd>
          </>
        )}
        <dt>{t('asn.detail.traffic')}</dt>
        <dd>
          {traffic.reports === 0
            ? t('asn.detail.noTraffic')
            : t('asn.detail.trafficText', {
                count: traffic.reports,
                reports: number(traffic.reports),
                avg: Math.round(traffic.averageLatencyMs ?? 0),
                min: Math.round(traffic.minLatencyMs ?? 0),
                max: Math.round(traffic.maxLatencyMs ?? 0),
              })}
        </dd>
      </dl>
      <Subtitle2 as="h3" className={styles.heading}>
        {t('asn.detail.neighbours')}
      </Subtitle2>
      <Neighbours list={neighbours} onPick={onPick} />
    </div>
  );
}
