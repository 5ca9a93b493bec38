import { useId, type Ref } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Media } from '../../app/breakpoints';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toggle: {
    alignSelf: 'flex-start',
    paddingInline: 0,
    minWidth: 0,
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
    justifyContent: 'flex-start',
  },
  field: { paddingInlineStart: tokens.spacingHorizontalXXL, [Media.narrow]: { paddingInlineStart: 0 } },
  input: { width: 'min(100%, 420px)' },
});

interface DomainNameInputProps {
  value: string;
  onChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invalid: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** The optional, collapsible organisation domain name (multi-tenant and GCC clouds). */
export function DomainNameInput({
  value,
  onChange,
  open,
  onOpenChange,
  invalid,
  inputRef,
}: DomainNameInputProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const regionId = useId();
  return (
    <div className={styles.root}>
      <Button
        type="button"
        className={styles.toggle}
        appearance="transparent"
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {t('start.domain.toggle')}
      </Button>
      {open && (
        <div id={regionId} className={styles.field}>
          <Field
            label={t('start.domain.label')}
            hint={t('start.domain.hint')}
            validationState={invalid ? 'error' : 'none'}
          >
            <Input
              ref={inputRef}
              className={styles.input}
              value={value}
              onChange={(_, data) => onChange(data.value)}
              placeholder={t('start.domain.placeholder')}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
            />
          </Field>
        </div>
      )}
    </div>
  );
}
