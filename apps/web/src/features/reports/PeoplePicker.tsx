import { useState } from 'react';
import { Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { PersonAvatar } from '../../ui/PersonAvatar';
import { endpoints, type DirectoryPerson } from '@netlens/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { endpointQuery } from '../../lib/endpointQuery';

/** Picks one person of the organisation by typing the start of their name or mail. */
export function PeoplePicker({
  onPick,
  exclude,
}: {
  onPick: (p: DirectoryPerson) => void;
  exclude: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const prefix = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    // Members of the organisation whose name or mail starts with the prefix (top 10).
    ...endpointQuery(endpoints.SearchPeople, { query: { prefix } }),
    enabled: prefix.length > 0,
    staleTime: 30_000,
  });
  const people = (found.data?.people ?? []).filter((p) => !exclude.has(p.id));
  return (
    <Field label={t('sharing.peopleLabel')}>
      <Combobox
        freeform
        placeholder={t('sharing.peoplePlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onOptionSelect={(_, d) => {
          const person = people.find((p) => p.id === d.optionValue);
          if (person) onPick(person);
          setText('');
        }}
      >
        {prefix && found.isFetching && people.length === 0 && (
          <Option value="" text="" disabled>
            <Spinner size="tiny" label={t('sharing.searching')} />
          </Option>
        )}
        {prefix && !found.isFetching && people.length === 0 && (
          <Option value="" text="" disabled>
            {t('sharing.noMatches')}
          </Option>
        )}
        {people.map((p) => (
          <Option key={p.id} value={p.id} text={p.displayName}>
            <PersonAvatar size={24} person={p} />
            {p.displayName} ({p.email})
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
