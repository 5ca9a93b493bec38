import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Combobox,
  Field,
  Option,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ServiceTreeEntry } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useRememberServiceTreeEntry, useServiceTreeEntry, useServiceTreeSearch } from './queries';
import { useBoxStyles } from '../../ui/boxStyles';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  added: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
  entry: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  option: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
});

const lower = (id: string) => id.toLowerCase();

/** An entry's name, id and owners (the id alone while the registry has not answered). */
export function ServiceTreeEntryText({ id }: { id: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const entry = useServiceTreeEntry(id);
  const e = entry.data;
  // While the registry has not answered (or could not), the id stands for the entry.
  const known = e !== undefined;
  return (
    <span className={styles.entry}>
      <span>{e ? e.name : known ? t('domainlens.serviceTree.unknown') : id}</span>
      {known && <Caption1 className={styles.meta}>{id}</Caption1>}
      {e && <Caption1 className={styles.meta}>{owners(t, e)}</Caption1>}
    </span>
  );
}

function owners(t: (k: string, o: Record<string, string>) => string, e: ServiceTreeEntry) {
  return t('domainlens.serviceTree.owners', { dev: e.devOwner || '—', pm: e.pmOwner || '—' });
}

/** The name an entry is called by in labels: its name once known, else its id. */
function useEntryName(id: string) {
  return useServiceTreeEntry(id).data?.name ?? id;
}

function CurrentEntry({ id, removed, onToggle }: { id: string; removed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = useEntryName(id);
  return (
    <li className={styles.item}>
      <ServiceTreeEntryText id={id} />
      <Checkbox label={t('domainlens.serviceTree.remove', { name })} checked={removed} onChange={onToggle} />
    </li>
  );
}

function AddedEntry({ id, onUndo }: { id: string; onUndo: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = useEntryName(id);
  return (
    <li className={mergeClasses(styles.item, styles.added)}>
      <ServiceTreeEntryText id={id} />
      <Button
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={t('domainlens.serviceTree.undoAdd', { name })}
        title={t('domainlens.serviceTree.undoAdd', { name })}
        onClick={onUndo}
      />
    </li>
  );
}

/**
 * The service-tree ids of a change: the set's current ones (each can be removed) and entries to
 * add, picked by searching the registry by name, id or owner.
 */
export function ServiceTreePicker({
  current,
  additions,
  removals,
  onChange,
  className,
}: {
  current: readonly string[];
  additions: readonly string[];
  removals: readonly string[];
  onChange: (next: { additions: string[]; removals: string[] }) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const found = useServiceTreeSearch(query);
  const remember = useRememberServiceTreeEntry();
  const taken = new Set([...current, ...additions].map(lower));
  const options = (found.data ?? []).filter((e) => !taken.has(lower(e.id)));
  const toggleRemoval = (id: string) =>
    onChange({
      additions: [...additions],
      removals: removals.includes(id) ? removals.filter((r) => r !== id) : [...removals, id],
    });
  return (
    <fieldset className={mergeClasses(box.group, className)}>
      <legend className={box.legend}>{t('domainlens.serviceTree.title')}</legend>
      <Body1>{t('domainlens.serviceTree.current')}</Body1>
      {current.length === 0 ? (
        <Caption1 className={styles.meta}>{t('domainlens.serviceTree.none')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {current.map((id) => (
            <CurrentEntry
              key={id}
              id={id}
              removed={removals.includes(id)}
              onToggle={() => toggleRemoval(id)}
            />
          ))}
        </ul>
      )}
      {additions.length > 0 && (
        <>
          <Body1>{t('domainlens.serviceTree.added')}</Body1>
          <ul className={styles.list}>
            {additions.map((id) => (
              <AddedEntry
                key={id}
                id={id}
                onUndo={() =>
                  onChange({ additions: additions.filter((a) => a !== id), removals: [...removals] })
                }
              />
            ))}
          </ul>
        </>
      )}
      <Field label={t('domainlens.serviceTree.add')} hint={t('domainlens.serviceTree.addHint')}>
        <Combobox
          freeform
          value={text}
          placeholder={t('domainlens.serviceTree.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onOptionSelect={(_, d) => {
            const entry = options.find((e) => e.id === d.optionValue);
            if (entry) {
              remember(entry);
              onChange({ additions: [...additions, entry.id], removals: [...removals] });
            }
            setText('');
          }}
        >
          {query && found.isFetching && options.length === 0 && (
            <Option value="" text="" disabled>
              <Spinner size="tiny" label={t('domainlens.serviceTree.searching')} />
            </Option>
          )}
          {query && !found.isFetching && options.length === 0 && (
            <Option value="" text="" disabled>
              {t('domainlens.serviceTree.noMatches')}
            </Option>
          )}
          {options.map((e) => (
            <Option key={e.id} value={e.id} text={e.name}>
              <span className={styles.option}>
                <span>{e.name}</span>
                <Caption1 className={styles.meta}>{e.id}</Caption1>
                <Caption1 className={styles.meta}>{owners(t, e)}</Caption1>
              </span>
            </Option>
          ))}
        </Combobox>
      </Field>
    </fieldset>
  );
}
