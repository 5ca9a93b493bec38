import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { subnetOfAssignment, type EndpointSetChange, type SubnetServiceTree } from '@netlens/core';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { ServiceTreeEntryText } from './ServiceTreePicker';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    overflowWrap: 'anywhere',
  },
});

/** Service-tree ids as a list of their entries (name, id, owners); a dash when there are none. */
export function ServiceTreeList({ ids }: { ids: readonly string[] }) {
  const styles = useStyles();
  if (ids.length === 0) return <>—</>;
  return (
    <ul className={styles.list}>
      {ids.map((id) => (
        <li key={id}>
          <ServiceTreeEntryText id={id} />
        </li>
      ))}
    </ul>
  );
}

/** Each IP subnet with its own service-tree entry (marked when it comes from the member set). */
export function SubnetServiceTreeList({ assignments }: { assignments: readonly SubnetServiceTree[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (assignments.length === 0) return <>—</>;
  return (
    <ul className={styles.list}>
      {assignments.map((a) => (
        <li key={`${subnetOfAssignment(a)} ${a.serviceTreeId}`}>
          {subnetOfAssignment(a)} → <ServiceTreeEntryText id={a.serviceTreeId} />
          {a.isFromMemberSet ? ` (${t('domainlens.serviceTree.fromMemberSet')})` : ''}
        </li>
      ))}
    </ul>
  );
}

function Exemplars({ exemplars }: { exemplars: Record<string, string> }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {Object.entries(exemplars).map(([wildcard, exemplar]) => (
        <li key={wildcard}>
          {wildcard} → {exemplar}
        </li>
      ))}
    </ul>
  );
}

/** The rows of a change's own inputs (dates, service tree, flags, exemplars) for its panel. */
export function changeInputRows(t: TFunction, c: EndpointSetChange): [string, ReactNode][] {
  const d = c.changeDetail;
  const yes = (b: boolean) => t(b ? 'domainlens.yes' : 'domainlens.no');
  const adds = d.fqdnAdditions.length + d.cidrAdditions.length > 0;
  const removes = d.fqdnRemovals.length + d.cidrRemovals.length > 0;
  const rows: [string, ReactNode][] = [];
  if (adds || d.addEffectiveDate)
    rows.push([
      t('domainlens.fields.addEffectiveDate'),
      d.addEffectiveDate ?? t('domainlens.detail.earliestAtPublishing'),
    ]);
  if (removes || d.removeEffectiveDate)
    rows.push([t('domainlens.fields.removeEffectiveDate'), d.removeEffectiveDate ?? '—']);
  if (d.serviceTreeIdAdditions.length > 0)
    rows.push([t('domainlens.detail.serviceTreeAdded'), <ServiceTreeList ids={d.serviceTreeIdAdditions} />]);
  if (d.serviceTreeIdRemovals.length > 0)
    rows.push([t('domainlens.detail.serviceTreeRemoved'), <ServiceTreeList ids={d.serviceTreeIdRemovals} />]);
  if (d.subnetServiceTreeAdditions.length > 0)
    rows.push([
      t('domainlens.detail.subnetServiceTreeAdded'),
      <SubnetServiceTreeList assignments={d.subnetServiceTreeAdditions} />,
    ]);
  if (d.subnetServiceTreeRemovals.length > 0)
    rows.push([
      t('domainlens.detail.subnetServiceTreeRemoved'),
      <SubnetServiceTreeList assignments={d.subnetServiceTreeRemovals} />,
    ]);
  if (Object.keys(d.wildcardExemplars).length > 0)
    rows.push([t('domainlens.fields.exemplars'), <Exemplars exemplars={d.wildcardExemplars} />]);
  rows.push([t('domainlens.fields.internalChange'), yes(d.internalChange)]);
  return rows;
}
