import { useState } from 'react';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenChangeStatuses, callerFromAccess, judgeChange } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { ChangePanel } from './ChangePanel';
import { EndpointSetForm } from './EndpointSetForm';
import { formOf, type SetFields as SetFieldValues } from './form';
import { useListEndpointSetChanges, useDomainLensAccess, useReadEndpointSet } from './queries';
import { SetFields } from './SetParts';
import { LoadError, Loading } from '../../ui/States';
import { useBoxStyles } from '../../ui/boxStyles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1080px',
    minWidth: 0,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Route /endpoints/{endpointSetInternalId}: the set, its status, its open change with the diff and the actions. */
export function EndpointSetPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const { endpointSetInternalId = '' } = useParams();
  const location = useLocation();
  const savedKey = (location.state as { message?: string } | null)?.message;
  const set = useReadEndpointSet(endpointSetInternalId);
  const changes = useListEndpointSetChanges({
    endpointSetInternalId,
    statuses: [...OpenChangeStatuses, 'Published'],
  });
  const access = useDomainLensAccess();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(savedKey ? t(savedKey) : null);
  if (set.isPending || changes.isPending) return <Loading label={t('domainlens.states.loadingSet')} />;
  const open = changes.data?.find((c) => OpenChangeStatuses.includes(c.status));
  const latest = open ?? changes.data?.[0];
  if (set.isError) return <LoadError error={set.error} onRetry={() => void set.refetch()} />;
  if (changes.isError) return <LoadError error={changes.error} onRetry={() => void changes.refetch()} />;
  const published = set.data ?? undefined;
  if (!published && !latest)
    return (
      <div className={styles.root}>
        <AppLink to="/endpoints">{t('domainlens.actions.back')}</AppLink>
        <Title1 as="h1" className={styles.title}>
          {t('domainlens.states.notFound')}
        </Title1>
      </div>
    );
  const status = open ? 'ChangesPending' : (published?.status ?? 'New');
  const shown: SetFieldValues = published ?? latest!.endpointSetSnapshot;
  const workload = shown.workloadName;
  return (
    <div className={styles.root}>
      <AppLink to="/endpoints">{t('domainlens.actions.back')}</AppLink>
      <div className={styles.head}>
        <Title1 as="h1" className={styles.title}>
          {published?.publicId
            ? t('domainlens.detail.title', { id: published.publicId, workload })
            : `${t('domainlens.form.titleNew')} · ${workload}`}
        </Title1>
        <Badge
          appearance="tint"
          color={status === 'Published' ? 'success' : status === 'Deleted' ? 'danger' : 'warning'}
        >
          {t(`domainlens.status.${status}`)}
        </Badge>
      </div>
      {saved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{saved}</MessageBarBody>
        </MessageBar>
      )}
      <section className={box.section} aria-labelledby="set-title">
        <Subtitle2 as="h2" id="set-title">
          {t(published ? 'domainlens.detail.published' : 'domainlens.detail.proposed')}
        </Subtitle2>
        <SetFields
          set={shown}
          publicId={published?.publicId ?? null}
          version={published?.publishedVersion ?? null}
          serviceTreeIds={published?.serviceTreeIds}
        />
        {!open &&
          published &&
          !editing &&
          access.data &&
          judgeChange('UpsertDraft', callerFromAccess(access.data), null) === 'allowed' && (
            <div>
              <Button onClick={() => setEditing(true)}>{t('domainlens.actions.edit')}</Button>
            </div>
          )}
      </section>
      {editing ? (
        <section className={box.section} aria-labelledby="edit-title">
          <Subtitle2 as="h2" id="edit-title">
            {t('domainlens.form.titleEdit')}
          </Subtitle2>
          <EndpointSetForm
            initial={formOf(open ? open.endpointSetSnapshot : shown, open)}
            change={open}
            endpointSetInternalId={endpointSetInternalId}
            baseline={published}
            serviceTreeIds={published?.serviceTreeIds}
            onSaved={(a) => {
              setEditing(false);
              setSaved(t(a.messageKey, { defaultValue: a.message }));
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        latest && (
          <ChangePanel
            key={latest.id}
            change={latest}
            onEdit={() => {
              setSaved(null);
              setEditing(true);
            }}
          />
        )
      )}
    </div>
  );
}
