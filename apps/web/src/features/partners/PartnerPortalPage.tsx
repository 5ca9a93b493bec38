import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Route, Routes, useNavigate } from 'react-router';
import { endpointQuery } from '../../lib/endpointQuery';
import { trackEvent } from '../../lib/telemetry';
import { LoadError, Loading } from '../../ui/States';
import { useRefresh } from './queries';
import { RegistrationPanel } from './RegistrationPanel';
import { SolutionsView } from './SolutionsView';
import { SubmittedView } from './SubmittedView';
import { usePortalStyles } from './styles';
import { PageTitle } from '../../ui/PageTitle';

/**
 * The Network Provider Portal (`/partnerPortal/*`): registration until the caller's organisation
 * is a provider, then its solutions; `/partnerPortal/submitted` is the registration-submitted page.
 */
export function PartnerPortalPage() {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const profile = useQuery(endpointQuery(endpoints.PartnerProfile));
  const refresh = useRefresh();
  const navigate = useNavigate();

  useEffect(() => trackEvent('NetworkProviderPortalVisit'), []);

  let body;
  if (profile.isPending) body = <Loading label={t('partners.loading')} />;
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (!profile.data)
    body = (
      <RegistrationPanel
        onRegistered={() => {
          void refresh(true).then(() => navigate('/partnerPortal/submitted'));
        }}
      />
    );
  else {
    const p = profile.data;
    body = (
      <Routes>
        <Route
          path="submitted"
          element={<SubmittedView profile={p} onContinue={() => navigate('/partnerPortal')} />}
        />
        <Route path="*" element={<SolutionsView profile={p} />} />
      </Routes>
    );
  }
  return (
    <div className={styles.root}>
      <PageTitle>{t('partners.pageTitle')}</PageTitle>
      {body}
    </div>
  );
}
