import type { Ref } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';

interface DomainNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  inputRef: Ref<HTMLInputElement>;
  inputClassName: string;
}

/** The organisation domain name's field, shown once the visitor opens it (DomainNameInput). */
export function DomainNameField({
  value,
  onChange,
  invalid,
  inputRef,
  inputClassName,
}: DomainNameFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('start.domain.label')}
      hint={t('start.domain.hint')}
      validationState={invalid ? 'error' : 'none'}
    >
      <Input
        ref={inputRef}
        className={inputClassName}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        placeholder={t('start.domain.placeholder')}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
      />
    </Field>
  );
}
