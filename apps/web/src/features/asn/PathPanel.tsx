import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Option, Dropdown, makeStyles, tokens } from '@fluentui/react-components';
import { endpoints, type AsnPath, type PathQueryAnswer } from '@netlens/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Empty, LoadError } from '../../ui/States';
import { api } from '../../lib/api';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  control: { width: '100%', minWidth: 0 },
  submit: { gridColumn: '1 / -1', justifySelf: 'start' },
  field: { minWidth: 0 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
  },
  path: { overflowWrap: 'anywhere' },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const asnOf = (text: string) => {
  const m = /^\s*(?:AS)?\s*(\d{1,10})\s*$/i.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 4_294_967_295 ? n : null;
};

const Arrows = { up: '↑', peer: '↔', down: '↓' } as const;

function PathText({ path }: { path: AsnPath }) {
  const { t } = useTranslation();
  const parts: string[] = [`AS${path.asns[0]}`];
  path.steps.forEach((s, i) => parts.push(`${Arrows[s]} AS${path.asns[i + 1]}`));
  return <span aria-label={t('asn.path.hops', { count: path.steps.length })}>{parts.join(' ')}</span>;
}

/** Path search between two ASes: the shortest valley-free paths, listed and drawn on the graph. */
export function PathPanel({
  start,
  onFound,
}: {
  start: number | null;
  onFound: (answer: PathQueryAnswer) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [from, setFrom] = useState(start ? String(start) : '');
  const [to, setTo] = useState('');
  const [total, setTotal] = useState('3');
  const [invalid, setInvalid] = useState<'from' | 'to' | null>(null);
  const search = useMutation({
    mutationFn: ({ a, b }: { a: number; b: number }) =>
      api.call(endpoints.PathQuery, { query: { startAsn: a, endAsn: b, total: Number(total) } }),
    onSuccess: onFound,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = asnOf(from || (start ? String(start) : ''));
    const b = asnOf(to);
    setInvalid(a === null ? 'from' : b === null ? 'to' : null);
    if (a !== null && b !== null) search.mutate({ a, b });
  };
  const fromShown = from || (start ? String(start) : '');
  /** One end of the path: an AS number typed as `AS174` or `174`. */
  const asField = (end: 'from' | 'to', value: string, onChange: (v: string) => void, placeholder: string) => (
    <Field
      label={t(`asn.path.${end}`)}
      className={styles.field}
      validationMessage={invalid === end ? t('asn.path.invalid') : undefined}
    >
      <Input
        className={styles.control}
        value={value}
        onChange={(_, d) => onChange(d.value)}
        placeholder={placeholder}
      />
    </Field>
  );
  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {asField('from', fromShown, setFrom, 'AS174')}
        {asField('to', to, setTo, 'AS3356')}
        <Field label={t('asn.path.total')} className={styles.field}>
          <Dropdown
            className={styles.control}
            value={total}
            selectedOptions={[total]}
            onOptionSelect={(_, d) => setTotal(d.optionValue ?? '3')}
          >
            {['1', '3', '5', '10'].map((n) => (
              <Option key={n} value={n}>
                {n}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button type="submit" appearance="primary" disabled={search.isPending} className={styles.submit}>
          {t('asn.path.submit')}
        </Button>
      </form>
      {search.isError && <LoadError error={search.error} onRetry={() => search.reset()} />}
      {search.data && search.data.paths.length === 0 && <Empty text={t('asn.path.none')} />}
      {search.data && search.data.paths.length > 0 && (
        <ol className={styles.list} aria-label={t('asn.path.results')} data-testid="asn-paths">
          {search.data.paths.map((p) => (
            <li key={p.asns.join('-')} className={styles.path}>
              <PathText path={p} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
