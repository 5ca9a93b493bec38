import { useEffect, useState } from 'react';
import { Button, Dropdown, Field, Option, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { defaultFilters, type FilterList, type Filters } from '../../ui/filters';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  field: { minWidth: '160px', flex: '1 1 160px', maxWidth: '240px' },
  search: { minWidth: '200px', flex: '2 1 240px' },
  dropdown: { minWidth: '0', width: '100%' },
  // Several choices stay on one line, cut short, so every filter keeps one height.
  value: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

/** One multi-choice filter: nothing chosen means All (spec 2 §9). */
function ListFilter({
  name,
  options,
  filters,
  onChange,
  label,
}: {
  name: FilterList;
  options: { value: string; label: string }[];
  filters: Filters;
  onChange: (f: Filters) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const chosen = filters[name];
  const text =
    chosen.length === 0
      ? t('domainlens.filters.all')
      : chosen.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ');
  return (
    <Field label={label} className={styles.field}>
      <Dropdown
        multiselect
        className={styles.dropdown}
        button={{ className: styles.value, title: text }}
        value={text}
        selectedOptions={chosen}
        onOptionSelect={(_, d) => onChange({ ...filters, [name]: d.selectedOptions })}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The filters the current pivot uses, and the free-text search (applied as the typing pauses). */
export function FilterBar({
  filters,
  onChange,
  lists,
  options,
  labels = {},
  searchPlaceholder,
}: {
  filters: Filters;
  onChange: (f: Filters) => void;
  lists: FilterList[];
  options: Record<FilterList, { value: string; label: string }[]>;
  /** Labels of lists other than the endpoint manager's own (`domainlens.filters.<name>`). */
  labels?: Partial<Record<FilterList, string>>;
  searchPlaceholder?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState(filters.search);
  useEffect(() => {
    if (text === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  return (
    <div className={styles.bar} role="search" aria-label={t('domainlens.filters.label')}>
      {lists.map((name) => (
        <ListFilter
          key={name}
          name={name}
          label={labels[name] ?? t(`domainlens.filters.${name}`)}
          options={options[name]}
          filters={filters}
          onChange={onChange}
        />
      ))}
      <Field label={t('domainlens.filters.search')} className={styles.search}>
        <SearchBox
          value={text}
          placeholder={searchPlaceholder ?? t('domainlens.filters.searchPlaceholder')}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ ...filters, search: text.trim() });
          }}
        />
      </Field>
      <Button
        appearance="subtle"
        onClick={() => {
          setText('');
          onChange(defaultFilters());
        }}
      >
        {t('domainlens.filters.reset')}
      </Button>
    </div>
  );
}
