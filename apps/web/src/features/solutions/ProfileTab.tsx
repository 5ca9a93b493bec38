import type { SolutionProfile } from '@netlens/core';
import { useTranslation } from 'react-i18next';
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
  return (
    <dl className={styles.definitions}>
      <dt>{t('solutions.profile.provider')}</dt>
      <dd>{profile.partnerName}</dd>
      <dt>{t('solutions.profile.type')}</dt>
      <dd>{t(`partners.types.${profile.type}`)}</dd>
      <dt>{t('solutions.profile.visibility')}</dt>
      <dd>{t(`partners.visibility.${profile.visibility}`)}</dd>
      <dt>{t('solutions.profile.asns')}</dt>
      <dd>{list(profile.asns)}</dd>
      <dt>{t('solutions.profile.subnets')}</dt>
      <dd>{list(profile.subnets)}</dd>
      <dt>{t('solutions.profile.vpns')}</dt>
      <dd>{list(profile.vpnInterfaceDescriptions)}</dd>
      <dt>{t('solutions.profile.ssl')}</dt>
      <dd>{list(profile.sslOwnerNames)}</dd>
      <dt>{t('solutions.profile.firstReport')}</dt>
      <dd>{date(profile.firstReportDate)}</dd>
      <dt>{t('solutions.profile.lastReport')}</dt>
      <dd>{date(profile.lastReportDate)}</dd>
      <dt>{t('solutions.metric.samples')}</dt>
      <dd>{formatCount(profile.sampleCount, lang)}</dd>
      <dt>{t('solutions.profile.countries')}</dt>
      <dd>{formatCount(profile.countryCount, lang)}</dd>
      <dt>{t('solutions.profile.cities')}</dt>
      <dd>{formatCount(profile.cityCount, lang)}</dd>
      <dt>{t('solutions.profile.aggregatedAt')}</dt>
      <dd>
        {profile.aggregatedAt ? formatDateTime(profile.aggregatedAt, lang) : t('solutions.profile.never')}
      </dd>
    </dl>
  );
}
