import { Suspense, useEffect, useId, type Ref } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronUpRegular } from '@fluentui/react-icons/svg/chevron-up';
import { useTranslation } from '../../lib/i18n';
import { Media } from '../../ui/breakpoints';
import { whenIdle } from '../../lib/idle';
import { lazyComponent } from '../../ui/lazyComponent';

// The field itself (Fluent's input) is a chunk of its own, fetched once the page is idle or when
// the visitor opens it: most tests go without a domain name.
const DomainNameField = lazyComponent(
  () => import('./DomainNameField'),
  (m) => m.DomainNameField,
);

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
  useEffect(() => whenIdle(DomainNameField.prefetch), []);
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
          <Suspense fallback={null}>
            <DomainNameField.Component
              value={value}
              onChange={onChange}
              invalid={invalid}
              inputRef={inputRef}
              inputClassName={styles.input}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
