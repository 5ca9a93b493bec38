import type { ReactNode } from 'react';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { EndpointSetChange, SetAttributes } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { ServiceTreeList, SubnetServiceTreeList } from './ChangeFacts';
import { ports } from './EndpointsPage';
import type { SetFields as SetFieldValues } from './form';

/** The parts of an endpoint set's page: label–value lists, the set's fields, a change's diff. */
export const useSetStyles = makeStyles({
  fields: {
    display: 'grid',
    // Labels take their width, but at most 45%: on a narrow screen long ones wrap, not the values.
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  added: { color: tokens.colorPaletteGreenForeground1 },
  removed: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'start',
      padding: tokens.spacingHorizontalXS,
      borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    },
  },
});

export function Fields({ items }: { items: [string, ReactNode][] }) {
  const styles = useSetStyles();
  return (
    <dl className={styles.fields}>
      {items.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SetFields({
  set,
  publicId,
  version,
  serviceTreeIds,
}: {
  set: SetFieldValues;
  publicId: number | null;
  version: string | null;
  /** The published set's service-tree ids (none shown for a proposed set). */
  serviceTreeIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const yes = (b: boolean) => t(b ? 'domainlens.yes' : 'domainlens.no');
  return (
    <Fields
      items={[
        [t('domainlens.fields.id'), publicId ?? '—'],
        [t('domainlens.fields.instance'), set.instance],
        [t('domainlens.fields.workload'), set.workloadName],
        [t('domainlens.fields.category'), t(`domainlens.category.${set.governanceCategory}`)],
        [t('domainlens.fields.expressRoute'), yes(set.isExpressRoute)],
        [t('domainlens.fields.required'), yes(set.isRequired)],
        ...(set.isRequired
          ? []
          : ([[t('domainlens.fields.notes'), set.optionalFunctionality]] as [string, ReactNode][])),
        [t('domainlens.fields.ports'), ports(t, set)],
        [t('domainlens.fields.fqdns'), set.fqdns.join(', ') || '—'],
        [t('domainlens.fields.cidrs'), set.cidrs.join(', ') || '—'],
        [
          t('domainlens.fields.subnetServiceTrees'),
          <SubnetServiceTreeList assignments={set.subnetServiceTrees} />,
        ],
        [t('domainlens.fields.publicDescription'), set.publicDescription || '—'],
        [t('domainlens.fields.version'), version ?? '—'],
        ...(serviceTreeIds
          ? ([[t('domainlens.fields.serviceTreeIds'), <ServiceTreeList ids={serviceTreeIds} />]] as [
              string,
              ReactNode,
            ][])
          : []),
      ]}
    />
  );
}

export function Diff({ change }: { change: EndpointSetChange }) {
  const { t } = useTranslation();
  const styles = useSetStyles();
  const d = change.changeDetail;
  const lists: [string, string[], 'added' | 'removed'][] = [
    ['domainlens.diff.addedFqdns', d.fqdnAdditions, 'added'],
    ['domainlens.diff.removedFqdns', d.fqdnRemovals, 'removed'],
    ['domainlens.diff.addedCidrs', d.cidrAdditions, 'added'],
    ['domainlens.diff.removedCidrs', d.cidrRemovals, 'removed'],
  ];
  const before = d.previousAttributes;
  const after = d.currentAttributes;
  const changed =
    before && after
      ? (Object.keys(after) as (keyof SetAttributes)[]).filter((k) => String(before[k]) !== String(after[k]))
      : [];
  const shown = lists.filter(([, items]) => items.length > 0);
  const value = (v: unknown) =>
    typeof v === 'boolean' ? t(v ? 'domainlens.yes' : 'domainlens.no') : String(v) || '—';
  return (
    <>
      {shown.length === 0 && changed.length === 0 && <Body1>{t('domainlens.diff.none')}</Body1>}
      {shown.map(([key, items, kind]) => (
        <div key={key}>
          <Subtitle2 as="h3">{t(key, { count: items.length })}</Subtitle2>
          <ul className={styles.list}>
            {items.map((i) => (
              <li key={i} className={styles[kind]}>
                {kind === 'added' ? '+ ' : '− '}
                {i}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {changed.length > 0 && before && after && (
        <table className={styles.table}>
          <caption style={{ textAlign: 'start' }}>
            <Subtitle2>{t('domainlens.diff.attributes')}</Subtitle2>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('domainlens.diff.attribute')}</th>
              <th scope="col">{t('domainlens.diff.before')}</th>
              <th scope="col">{t('domainlens.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`domainlens.attributes.${k}`)}</th>
                <td>{value(before[k])}</td>
                <td>{value(after[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
