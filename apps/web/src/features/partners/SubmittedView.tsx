import { Badge, Body1, Subtitle1, Button, Title2 } from '@fluentui/react-components';
import type { PartnerProfile } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { usePortalStyles } from './styles';

/** The registration-submitted page: the Provider ID and what happens next. */
export function SubmittedView({ profile, onContinue }: { profile: PartnerProfile; onContinue: () => void }) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  return (
    <section className={styles.panel} aria-labelledby="pnpp-submitted-title">
      <Title2 as="h2" id="pnpp-submitted-title" className={styles.title}>
        {t('partners.submitted.title')}
      </Title2>
      <Body1 as="p">{t('partners.submitted.lead', { company: profile.name })}</Body1>
      <dl className={styles.facts}>
        <dt>{t('partners.submitted.providerId')}</dt>
        <dd className={styles.factValue} data-testid="provider-id">
          {profile.partnerInternalId}
        </dd>
        <dt>{t('partners.submitted.status')}</dt>
        <dd className={styles.factValue}>
          <StatusBadge status={profile.status} />
        </dd>
      </dl>
      <Subtitle1 as="h3" className={styles.title}>
        {t('partners.submitted.nextTitle')}
      </Subtitle1>
      <ol className={styles.issues}>
        <li>{t('partners.submitted.next1')}</li>
        <li>{t('partners.submitted.next2')}</li>
        <li>{t('partners.submitted.next3')}</li>
      </ol>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onContinue}>
          {t('partners.submitted.toSolutions')}
        </Button>
      </div>
    </section>
  );
}

export function StatusBadge({ status }: { status: PartnerProfile['status'] }) {
  const { t } = useTranslation();
  const color =
    status === 'AwaitingEndorsement'
      ? 'warning'
      : status === 'Approved' || status === 'Named'
        ? 'success'
        : 'informative';
  return (
    <Badge appearance="tint" color={color}>
      {t(`partners.status.${status}`)}
    </Badge>
  );
}
