import { useEffect, useMemo, useState } from 'react';
import { Dropdown, Field, Option, Tab, TabList } from '@fluentui/react-components';
import {
  ApiError,
  DateRanges,
  historyRange,
  isDateRange,
  type DateRange,
  type SolutionPerformance,
  type SolutionProfile,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { trackEvent } from '../../lib/telemetry';
import { Loading } from '../../ui/States';
import { NoAccess } from '../identity';
import type { Place } from './place';
import { backPath, resolveCameFrom } from './cameFrom';
import { LocalHistory } from './LocalHistory';
import { LocationsTab } from './LocationsTab';
import { DataMessage } from './Messages';
import { OverviewTab } from './OverviewTab';
import { ProfileTab } from './ProfileTab';
import { usePerformanceProfile } from './queries';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { TenantsTab } from './TenantsTab';
import { PageTitle } from '../../ui/PageTitle';

const TABS = ['overview', 'locations', 'profile', 'tenants'] as const;
type TabId = (typeof TABS)[number];
const tabOf = (hash: string): TabId =>
  (TABS as readonly string[]).includes(hash.slice(1)) ? (hash.slice(1) as TabId) : 'overview';

const hasAttributes = (p: SolutionProfile) =>
  p.asns.length + p.subnets.length + p.vpnInterfaceDescriptions.length + p.sslOwnerNames.length > 0;

/**
 * A solution's details (`/solutions/{id}/*`, tabs by hash, `localHistory` for one place): for its
 * provider and for staff; another provider's private solution answers the no-access view.
 */
export function SolutionDetailsPage() {
  const { t } = useTranslation();
  const styles = useSolutionStyles();
  const { solutionId = '', '*': rest = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [cameFrom] = useState(() => resolveCameFrom(location.state));
  const profile = usePerformanceProfile(solutionId);
  const given = search.get('range');
  const range: DateRange = isDateRange(given) ? given : '30d';
  const startDate = useMemo(() => historyRange(range).startDate, [range]);
  const tab = tabOf(location.hash);
  const localHistory = rest === 'localHistory';
  const place: Place | null = search.has('country')
    ? {
        country: search.get('country') ?? '',
        state: search.get('state') ?? '',
        city: search.get('city') ?? '',
      }
    : null;

  useEffect(() => trackEvent('SolutionDetailPageVisit', { solutionId }), [solutionId]);

  // The page answers under /solutions/{id} and /partner/{id} (spec 1 §2) and keeps the one it came by.
  const prefix = location.pathname.startsWith('/partner/') ? '/partner' : '/solutions';
  const base = `${prefix}/${encodeURIComponent(solutionId)}`;
  const openPlace = (p: SolutionPerformance) => {
    const q = new URLSearchParams({ range, country: p.country, state: p.state, city: p.city });
    void navigate(`${base}/localHistory?${q.toString()}`);
  };

  if (profile.isPending) return <Loading label={t('solutions.loading')} />;
  if (profile.isError) {
    const status = profile.error instanceof ApiError ? profile.error.status : 0;
    if (status === 403 || status === 404) return <NoAccess messageKey="solutions.noAccess" />;
    if (status === 400) return <DataMessage id="noProfile" />;
    return <DataMessage id="fetchFailed" onRetry={() => void profile.refetch()} />;
  }
  const p = profile.data;
  let body;
  if (!hasAttributes(p)) body = <DataMessage id="collectError" params={{ solution: p.solutionName }} />;
  else if (p.sampleCount === 0) body = <DataMessage id="noData" />;
  else if (localHistory)
    body = (
      <LocalHistory
        solutionId={p.solutionId}
        place={place}
        startDate={startDate}
        onBack={() => void navigate(`${base}?range=${range}#locations`)}
      />
    );
  else if (tab === 'overview') body = <OverviewTab profile={p} startDate={startDate} />;
  else if (tab === 'locations') body = <LocationsTab solutionId={p.solutionId} onOpen={openPlace} />;
  else if (tab === 'tenants') body = <TenantsTab solutionId={p.solutionId} />;
  else body = null;

  return (
    <div className={styles.root}>
      <AppLink to={backPath(cameFrom)}>{t(`solutions.back.${cameFrom}`)}</AppLink>
      <div className={styles.head}>
        <PageTitle>{p.solutionName}</PageTitle>
        <span className={styles.subtitle}>
          {p.partnerName} · {t(`partners.types.${p.type}`)}
        </span>
      </div>
      <div className={styles.toolbar}>
        <TabList
          className={styles.tabs}
          selectedValue={localHistory ? null : tab}
          onTabSelect={(_, d) =>
            void navigate({ pathname: base, search: `?range=${range}`, hash: `#${String(d.value)}` })
          }
        >
          {TABS.map((id) => (
            <Tab key={id} value={id}>
              {t(`solutions.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <Field label={t('solutions.range.label')}>
          <Dropdown
            value={t(`solutions.range.${range}`)}
            selectedOptions={[range]}
            onOptionSelect={(_, d) => {
              const next = new URLSearchParams(search);
              next.set('range', String(d.optionValue));
              setSearch(next, { replace: true, preventScrollReset: true });
            }}
          >
            {DateRanges.map((r) => (
              <Option key={r} value={r}>
                {t(`solutions.range.${r}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {tab === 'profile' && !localHistory ? <ProfileTab profile={p} /> : body}
    </div>
  );
}
