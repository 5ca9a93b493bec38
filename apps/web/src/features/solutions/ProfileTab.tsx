import { Fragment, type ReactNode } from 'react';
import type { SolutionProfile } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatDateTime } from '../../ui/format';
import { useSolutionStyles } from '../../ui/solutionStyles';

/** #profile: the solution, its detection attributes and the extent of its reports. */
export function ProfileTab({ profile }: { profile: SolutionProfile }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  const list = (items: (string | number)[]) =>
    items.length === 0 ? (
      <span className={styles.muted}>{t('solutions.profile.none')}</span>
    ) : (
      <ul className={styles.list}>
        {items.map((i) => (
          <li key={String(i)}>{String(i)}</li>
        ))}
      </ul>
    );
  const date = (d: string | null) => (d ? d : t('solutions.profile.never'));
  const rows: [string, ReactNode][] = [
    ['solutions.profile.provider', profile.partnerName],
    ['solutions.profile.type', t(`partners.types.${profile.type}`)],
    ['solutions.profile.visibility', t(`partners.visibility.${profile.visibility}`)],
    ['solutions.profile.asns', list(profile.asns)],
    ['solutions.profile.subnets', list(profile.subnets)],
    ['solutions.profile.vpns', list(profile.vpnInterfaceDescriptions)],
    ['solutions.profile.ssl', list(profile.sslOwnerNames)],
    ['solutions.profile.firstReport', date(profile.firstReportDate)],
    ['solutions.profile.lastReport', date(profile.lastReportDate)],
    ['solutions.metric.samples', formatCount(profile.sampleCount, lang)],
    ['solutions.profile.countries', formatCount(profile.countryCount, lang)],
    ['solutions.profile.cities', formatCount(profile.cityCount, lang)],
    [
      'solutions.profile.aggregatedAt',
      profile.aggregatedAt ? formatDateTime(profile.aggregatedAt, lang) : t('solutions.profile.never'),
    ],
  ];
  return (
    <dl className={styles.definitions}>
      {rows.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
