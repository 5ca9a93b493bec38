import { useState } from 'react';
import { Badge, Button, Subtitle2 } from '@fluentui/react-components';
import { OpenChangeStatuses, callerFromAccess, judgeChange } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useParams } from 'react-router';
import { DetailPage } from '../../ui/DetailPage';
import { ChangePanel } from './ChangePanel';
import { EndpointSetForm } from './EndpointSetForm';
import { formOf, type SetFields as SetFieldValues } from './form';
import { useListEndpointSetChanges, useDomainLensAccess, useReadEndpointSet } from './queries';
import { SetFields } from './SetParts';
import { LoadError, Loading } from '../../ui/States';
import { useBoxStyles } from '../../ui/boxStyles';

/** Route /endpoints/{endpointSetInternalId}: the set, its status, its open change with the diff and the actions. */
export function EndpointSetPage() {
  const { t } = useTranslation();
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
  const back = { to: '/endpoints', label: t('domainlens.actions.back') };
  if (!published && !latest)
    return <DetailPage back={back} title={t('domainlens.states.notFound')} maxWidth="1080px" />;
  const status = open ? 'ChangesPending' : (published?.status ?? 'New');
  const shown: SetFieldValues = published ?? latest!.endpointSetSnapshot;
  const workload = shown.workloadName;
  return (
    <DetailPage
      back={back}
      title={
        published?.publicId
          ? t('domainlens.detail.title', { id: published.publicId, workload })
          : `${t('domainlens.form.titleNew')} · ${workload}`
      }
      badges={
        <Badge
          appearance="tint"
          color={status === 'Published' ? 'success' : status === 'Deleted' ? 'danger' : 'warning'}
        >
          {t(`domainlens.status.${status}`)}
        </Badge>
      }
      notice={saved}
      maxWidth="1080px"
    >
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
    </DetailPage>
  );
}
