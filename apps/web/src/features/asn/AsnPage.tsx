import { useCallback, useMemo, useState } from 'react';
import { Caption1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { endpoints, type PathQueryAnswer } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { LoadError } from '../../ui/States';
import { AsnDetails } from './AsnDetails';
import { api } from '../../lib/api';
import { useTotals } from './queries';
import { mergeNeighbourhood, mergePaths, newLinkGraph, pathEdges } from './graphModel';
import { LinkGraphView } from './LinkGraphView';
import { PathPanel } from './PathPanel';
import { SearchPanel } from './SearchPanel';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
});

/** The ASN explorer (`/asn`): search, an AS's details, the link graph and path search. */
export function AsnPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const totals = useTotals();
  const graph = useMemo(() => newLinkGraph(), []);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [expandError, setExpandError] = useState<unknown>(null);

  const expand = useCallback(
    async (asn: number) => {
      setExpandError(null);
      try {
        mergeNeighbourhood(
          graph,
          asn,
          await api.call(endpoints.BuildGraph, { query: { asnNum: asn, depth: 1, maxNodes: 1000 } }),
        );
        setVersion((v) => v + 1);
      } catch (err) {
        setExpandError(err);
      }
    },
    [graph],
  );
  const pick = useCallback(
    (asn: number) => {
      setSelected(asn);
      if (!graph.hasNode(String(asn))) void expand(asn);
    },
    [graph, expand],
  );
  const showPaths = useCallback(
    (answer: PathQueryAnswer) => {
      mergePaths(graph, answer.paths, answer.nodes);
      setHighlighted(pathEdges(graph, answer.paths));
      setVersion((v) => v + 1);
    },
    [graph],
  );
  const n = (x: number) => x.toLocaleString(i18n.language);

  return (
    <div className={styles.root}>
      <PageTitle>{t('asn.title')}</PageTitle>
      {totals.data && (
        <Caption1>
          {t('asn.totals', {
            asns: n(totals.data.asns),
            orgs: n(totals.data.orgs),
            links: n(totals.data.links),
          })}
        </Caption1>
      )}
      {totals.isError && <LoadError error={totals.error} onRetry={() => void totals.refetch()} />}
      <div className={styles.columns}>
        <div className={styles.root}>
          <Card className={styles.card}>
            <Subtitle1 as="h2" className={styles.heading}>
              {t('asn.search.title')}
            </Subtitle1>
            <SearchPanel onPick={pick} />
          </Card>
          <Card className={styles.card}>
            <Subtitle1 as="h2" className={styles.heading}>
              {selected === null ? t('asn.detail.title') : t('asn.detail.titleOf', { asn: selected })}
            </Subtitle1>
            {selected === null ? (
              <Caption1>{t('asn.detail.none')}</Caption1>
            ) : (
              <AsnDetails asn={selected} onPick={pick} onExpand={(a) => void expand(a)} />
            )}
          </Card>
        </div>
        <div className={styles.root}>
          <Card className={styles.card}>
            <Subtitle1 as="h2" className={styles.heading}>
              {t('asn.graph.title')}
            </Subtitle1>
            {expandError !== null && (
              <LoadError error={expandError} onRetry={() => selected && void expand(selected)} />
            )}
            {graph.order === 0 ? <Caption1>{t('asn.graph.empty')}</Caption1> : null}
            <LinkGraphView
              graph={graph}
              version={version}
              focus={selected}
              highlighted={highlighted}
              onSelect={(asn) => setSelected(asn)}
              onExpand={(asn) => void expand(asn)}
            />
          </Card>
          <Card className={styles.card}>
            <Subtitle1 as="h2" className={styles.heading}>
              {t('asn.path.title')}
            </Subtitle1>
            <PathPanel start={selected} onFound={showPaths} />
          </Card>
        </div>
      </div>
    </div>
  );
}
