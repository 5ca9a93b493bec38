import { useState } from 'react';
import { Body1, Button, Field, Input, Select, Textarea, Title3 } from '@fluentui/react-components';
import { SolutionTypeSchema, endpoints, solutionIssues, type PartnerSolution } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { ModalDialog } from '../../ui/ModalDialog';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { api } from '../../lib/api';
import { entryProblems, problemText } from './errors';
import { draftOf, emptyDraft, inputOf, type SolutionDraft } from './solutionForm';
import { usePortalStyles } from './styles';
import { DataTable } from '../../ui/table/DataTable';

type Action =
  'save' | 'delete' | 'contribute' | 'cancelContribution' | 'makePublic' | 'requestChange' | 'requestDelete';

/**
 * The solution edit panel: name, type, source ASNs and IP subnets, VPN interface descriptions and
 * SSL owner names. Private solutions are saved, contributed or deleted directly; a contributed
 * one only has its contribution cancelled; public ones change through a reviewed request.
 */
export function SolutionEditPanel({
  solution,
  onClose,
  onDone,
}: {
  /** Null: a new solution. */
  solution: PartnerSolution | null;
  onClose: () => void;
  onDone: (messageKey: string) => void;
}) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const [draft, setDraft] = useState<SolutionDraft>(solution ? draftOf(solution) : emptyDraft);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; entries: string[] } | null>(null);
  const locked = solution !== null && (solution.isContributed || solution.hasPendingChange);
  const isPublic = solution?.visibility === 'Public';
  const set = (name: keyof SolutionDraft) => (_: unknown, d: { value: string }) =>
    setDraft({ ...draft, [name]: d.value });

  async function run(action: Action) {
    const input = inputOf(draft);
    if (action !== 'delete' && action !== 'requestDelete' && action !== 'cancelContribution') {
      const local = solutionIssues(input);
      if (local.length > 0) {
        setProblem({
          text: t('partners.edit.fix'),
          entries: local.map((i) =>
            t(`partners.solution.issues.${i.reason}`, { ...i.params, value: i.value }),
          ),
        });
        return;
      }
    }
    setBusy(true);
    setProblem(null);
    try {
      const id = solution?.id;
      const requestChange = (body: { action: 'Create' | 'Update' | 'Delete'; solution?: typeof input }) =>
        api.call(endpoints.PartnerChangeSolutionRequestCreate, { body: { ...body, solutionId: id } });
      if (action === 'delete') await api.call(endpoints.PartnerInputSolutionDelete, { query: { id: id! } });
      else if (action === 'makePublic') await requestChange({ action: 'Create', solution: input });
      else if (action === 'requestChange') await requestChange({ action: 'Update', solution: input });
      else if (action === 'requestDelete') await requestChange({ action: 'Delete' });
      else
        await api.call(endpoints.PartnerInputSolutionPut, {
          body: { ...input, ...(id ? { id } : {}), isContributed: action === 'contribute' },
        });
      const done: Record<Action, string> = {
        save: 'partners.edit.saved',
        contribute: 'partners.edit.saved',
        cancelContribution: 'partners.edit.saved',
        delete: 'partners.edit.deleted',
        makePublic: 'partners.edit.requestSent',
        requestChange: 'partners.edit.requestSent',
        requestDelete: 'partners.edit.requestSent',
      };
      onDone(done[action]);
    } catch (err) {
      const entries = entryProblems(err);
      setProblem({ text: entries.length > 0 ? t('partners.edit.fix') : problemText(err, t), entries });
    } finally {
      setBusy(false);
    }
  }

  const button = (action: Action, labelKey: string, primary = false) => (
    <Button
      key={action}
      appearance={primary ? 'primary' : 'secondary'}
      disabled={busy}
      onClick={() => void run(action)}
    >
      {t(labelKey)}
    </Button>
  );
  const actions = !solution
    ? [button('save', 'partners.edit.save', true)]
    : solution.hasPendingChange
      ? []
      : solution.isContributed
        ? [button('cancelContribution', 'partners.edit.cancelContribution', true)]
        : isPublic
          ? [
              button('requestChange', 'partners.edit.requestChange', true),
              button('requestDelete', 'partners.edit.requestDelete'),
            ]
          : [
              button('save', 'partners.edit.save', true),
              button('contribute', 'partners.edit.contribute'),
              button('makePublic', 'partners.edit.makePublic'),
              button('delete', 'partners.edit.delete'),
            ];

  const lines = (name: 'asns' | 'subnets' | 'vpns' | 'ssl', labelKey: string, hintKey: string) => (
    <Field label={t(labelKey)} hint={t(hintKey)}>
      <Textarea value={draft[name]} onChange={set(name)} readOnly={locked} resize="vertical" rows={3} />
    </Field>
  );

  return (
    <ModalDialog
      open
      onDismiss={onClose}
      title={solution ? t('partners.edit.titleEdit') : t('partners.edit.titleNew')}
      contentClassName={styles.dialog}
      actions={
        <Button appearance="subtle" onClick={onClose}>
          {t('partners.edit.close')}
        </Button>
      }
    >
      {solution?.hasPendingChange && <Body1 as="p">{t('partners.edit.pendingNote')}</Body1>}
      {solution?.isContributed && <Body1 as="p">{t('partners.edit.contributedNote')}</Body1>}
      {isPublic && !solution?.hasPendingChange && <Body1 as="p">{t('partners.edit.publicNote')}</Body1>}
      {problem && (
        <TitledMessageBar intent="error" title={problem.text}>
          {problem.entries.length > 0 && (
            <ul className={styles.issues}>
              {problem.entries.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </TitledMessageBar>
      )}
      <Field label={t('partners.edit.name')} required>
        <Input value={draft.name} onChange={set('name')} readOnly={locked} maxLength={200} />
      </Field>
      <Field label={t('partners.edit.type')}>
        <Select
          value={draft.type}
          disabled={locked}
          onChange={(_, d) => setDraft({ ...draft, type: SolutionTypeSchema.parse(d.value) })}
        >
          {SolutionTypeSchema.options.map((type) => (
            <option key={type} value={type}>
              {t(`partners.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {lines('asns', 'partners.edit.asns', 'partners.edit.asnsHint')}
      {lines('subnets', 'partners.edit.subnets', 'partners.edit.subnetsHint')}
      {lines('vpns', 'partners.edit.vpns', 'partners.edit.onePerLine')}
      {lines('ssl', 'partners.edit.ssl', 'partners.edit.onePerLine')}
      {actions.length > 0 && <div className={styles.actions}>{actions}</div>}
      {solution && <Evidence solution={solution} />}
    </ModalDialog>
  );
}

/** The provider evidence records of each value (spec 2 §3). */
function Evidence({ solution }: { solution: PartnerSolution }) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const rows = [
    ...solution.evidence.asns,
    ...solution.evidence.ips,
    ...solution.evidence.vpns,
    ...solution.evidence.sslCertificates,
  ];
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : t('partners.edit.notApproved'));
  return (
    <section className={styles.section} aria-labelledby="pnpp-evidence">
      <Title3 as="h3" id="pnpp-evidence" className={styles.title}>
        {t('partners.edit.evidence')}
      </Title3>
      {rows.length === 0 ? (
        <Body1 as="p">{t('partners.edit.evidenceEmpty')}</Body1>
      ) : (
        <DataTable
          label={t('partners.edit.evidence')}
          className={styles.table}
          columns={['value', 'dateAdded', 'lastVerified', 'method', 'addedBy', 'approvedBy'].map((k) =>
            t(`partners.edit.${k}`),
          )}
          rows={rows.map((r, i) => ({
            key: `${i}-${r.value}`,
            cells: [
              { content: r.value, className: styles.cellList },
              day(r.dateAdded),
              day(r.dateLastVerified),
              r.addedByMethod,
              { content: r.addedByUser, className: styles.cellList },
              { content: r.approvedBy ?? t('partners.edit.notApproved'), className: styles.cellList },
            ],
          }))}
        />
      )}
    </section>
  );
}
