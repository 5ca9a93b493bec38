import { useState } from 'react';
import { MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import type { PartnerStatus } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { LoadError, Loading } from '../../ui/States';
import { problemText } from '../partners';
import { ChangeRequests } from './ChangeRequests';
import { usePartnerList, usePartnerChangeSolutionRequestList, usePartnerSolutionListAll } from './queries';
import { SolutionDetails } from './SolutionDetails';
import { PickerField } from './PickerField';
import { ProviderSummary } from './ProviderSummary';
import { useReportStyles } from './styles';
import type { ProviderParams } from './useReportParams';

type Notice = { intent: 'success' | 'error'; text: string } | null;

/**
 * #providers: every network service provider (Summary: status, solutions, pending requests, the
 * staff's status change) and every solution (Details), for all providers or the one chosen; the
 * change requests to public solutions waiting for review below.
 */
export function ProvidersTab({ params }: { params: ProviderParams }) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const partners = usePartnerList();
  const solutions = usePartnerSolutionListAll();
  const requests = usePartnerChangeSolutionRequestList();
  const [notice, setNotice] = useState<Notice>(null);

  if (partners.isPending || solutions.isPending) return <Loading label={t('internal.loading')} />;
  if (partners.isError) return <LoadError error={partners.error} onRetry={() => void partners.refetch()} />;
  if (solutions.isError)
    return <LoadError error={solutions.error} onRetry={() => void solutions.refetch()} />;

  const chosen = partners.data.find((p) => p.partnerInternalId === params.provider);
  const shownPartners = chosen ? [chosen] : partners.data;
  const shownSolutions = chosen
    ? solutions.data.filter((s) => s.partnerInternalId === chosen.partnerInternalId)
    : solutions.data;
  const pending = (requests.data ?? []).filter(
    (r) => !chosen || r.partnerInternalId === chosen.partnerInternalId,
  );
  const statusDone =
    (name: string) => (o: { ok: true; status: PartnerStatus } | { ok: false; error: unknown }) =>
      setNotice(
        o.ok
          ? {
              intent: 'success',
              text: t('internal.status.changed', { name, status: t(`partners.status.${o.status}`) }),
            }
          : { intent: 'error', text: problemText(o.error, t) },
      );

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <PickerField
          label={t('internal.providers.pick')}
          value={chosen?.partnerInternalId ?? ''}
          onChange={params.setProvider}
          options={[
            { value: '', label: t('internal.providers.all') },
            ...partners.data.map((p) => ({ value: p.partnerInternalId, label: p.name })),
          ]}
        />
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={params.view}
        onTabSelect={(_, d) => params.setView(d.value as 'summary' | 'details')}
        aria-label={t('internal.providers.views')}
      >
        <Tab value="summary" id="internal-view-summary">
          {t('internal.providers.summary')}
        </Tab>
        <Tab value="details" id="internal-view-details">
          {t('internal.providers.details')}
        </Tab>
      </TabList>
      {notice && (
        <div role="status">
          <MessageBar intent={notice.intent}>
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        </div>
      )}
      <div role="tabpanel" aria-labelledby={`internal-view-${params.view}`} className={styles.section}>
        {params.view === 'summary' ? (
          <ProviderSummary
            partners={shownPartners}
            solutions={shownSolutions}
            pending={pending}
            onStatusDone={statusDone}
          />
        ) : (
          <SolutionDetails solutions={shownSolutions} partners={partners.data} />
        )}
      </div>
      <ChangeRequests requests={requests} pending={pending} solutions={solutions.data} onDone={setNotice} />
    </div>
  );
}
