import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { AsnSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Empty, LoadError, Loading } from '../../ui/States';
import { PageSize, useAsnInfo, useOrgInfo, useOrgOwnedAsns, type SearchKind } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  input: { minWidth: '220px', flexGrow: 1 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { justifyContent: 'flex-start', textAlign: 'start', width: '100%', fontWeight: 'normal' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PageSize));
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('asn.search.previous')}
      </Button>
      <span>{t('asn.search.page', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('asn.search.next')}
      </Button>
    </div>
  );
}

export function AsnList({ items, onPick }: { items: AsnSummary[]; onPick: (asn: number) => void }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((a) => (
        <li key={a.asn}>
          <Button appearance="subtle" className={styles.item} onClick={() => onPick(a.asn)}>
            {`AS${a.asn} ${a.name}`}
            {a.orgName ? ` · ${a.orgName}` : ''}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AsnResults({ text, onPick }: { text: string; onPick: (asn: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useAsnInfo(text, page);
  return (
    <AsnPages q={q} empty={t('asn.search.noAsns')} counted page={page} onPage={setPage} onPick={onPick} />
  );
}

function OwnedAsns({ orgId, onPick }: { orgId: string; onPick: (asn: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useOrgOwnedAsns(orgId, page);
  return <AsnPages q={q} empty={t('asn.search.noOwned')} page={page} onPage={setPage} onPick={onPick} />;
}

/** A page of ASes found (with their count when `counted`), its states and the pager. */
function AsnPages({
  q,
  empty,
  counted,
  page,
  onPage,
  onPick,
}: {
  q: ReturnType<typeof useAsnInfo>;
  empty: string;
  counted?: boolean;
  page: number;
  onPage: (page: number) => void;
  onPick: (asn: number) => void;
}) {
  const { t } = useTranslation();
  if (q.isPending) return <Loading label={t('asn.states.loading')} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.total === 0) return <Empty text={empty} />;
  return (
    <>
      {counted && <span role="status">{t('asn.search.asnCount', { count: q.data.total })}</span>}
      <AsnList items={q.data.items} onPick={onPick} />
      <Pager page={page} total={q.data.total} onPage={onPage} />
    </>
  );
}

function OrgResults({ text, onPick }: { text: string; onPick: (asn: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [org, setOrg] = useState<{ orgId: string; name: string } | null>(null);
  const q = useOrgInfo(text, page);
  if (org) {
    return (
      <>
        <div className={styles.pager}>
          <Button size="small" onClick={() => setOrg(null)}>
            {t('asn.search.backToOrgs')}
          </Button>
          <strong>{t('asn.search.ownedBy', { org: org.name })}</strong>
        </div>
        <OwnedAsns orgId={org.orgId} onPick={onPick} />
      </>
    );
  }
  if (q.isPending) return <Loading label={t('asn.states.loading')} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.total === 0) return <Empty text={t('asn.search.noOrgs')} />;
  return (
    <>
      <span role="status">{t('asn.search.orgCount', { count: q.data.total })}</span>
      <ul className={styles.list}>
        {q.data.items.map((o) => (
          <li key={o.orgId}>
            <Button appearance="subtle" className={styles.item} onClick={() => setOrg(o)}>
              {`${o.name}${o.country ? ` (${o.country})` : ''} · ${t('asn.search.asnCount', { count: o.asnCount })}`}
            </Button>
          </li>
        ))}
      </ul>
      <Pager page={page} total={q.data.total} onPage={setPage} />
    </>
  );
}

/** Search by AS number or name, or by organisation (then its ASes). */
export function SearchPanel({ onPick }: { onPick: (asn: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [kind, setKind] = useState<SearchKind>('asn');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<{ kind: SearchKind; text: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) setAsked({ kind, text: text.trim() });
  };
  return (
    <div className={styles.results}>
      <form className={styles.form} onSubmit={submit} role="search">
        <RadioGroup
          layout="horizontal"
          value={kind}
          onChange={(_, d) => setKind(d.value as SearchKind)}
          aria-label={t('asn.search.by')}
        >
          <Radio value="asn" label={t('asn.search.byAsn')} />
          <Radio value="org" label={t('asn.search.byOrg')} />
        </RadioGroup>
        <Field
          label={kind === 'asn' ? t('asn.search.asnLabel') : t('asn.search.orgLabel')}
          className={styles.input}
        >
          <Input value={text} onChange={(_, d) => setText(d.value)} maxLength={100} />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('asn.search.submit')}
        </Button>
      </form>
      {asked?.kind === 'asn' && <AsnResults key={asked.text} text={asked.text} onPick={onPick} />}
      {asked?.kind === 'org' && <OrgResults key={asked.text} text={asked.text} onPick={onPick} />}
    </div>
  );
}
