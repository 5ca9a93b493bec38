import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, DocumentRegular } from '@fluentui/react-icons';
import { PacMessages, PacQuerySchema, pacPath, type Instance, type PacType } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { withBase } from '../../lib/basePath';
import { ModalDialog } from '../../ui/ModalDialog';
import { codeBlock } from '../../ui/codeBlock';
import { InstanceDropdown } from './InstanceDropdown';
import { useCopy } from '../../ui/useCopy';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  url: codeBlock,
});

/** The locale key of a PAC rule's message (packages/core/src/domainlens/pac.ts). */
const messageKey = (message: string) =>
  `domainlens.pac.errors.${Object.entries(PacMessages).find(([, text]) => text === message)?.[0] ?? 'proxy'}`;

/**
 * The PAC file's address for an instance, a type and the proxies, to copy into a browser's or a
 * device policy's proxy settings; the values are checked by the same schema the server reads.
 */
export function PacDialog() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [instance, setInstance] = useState<Instance>('Worldwide');
  const [type, setType] = useState<PacType>('1');
  const [proxy, setProxy] = useState('');
  const [direct, setDirect] = useState('DIRECT');
  const [tenant, setTenant] = useState('');
  const [copied, copy] = useCopy();
  const parsed = PacQuerySchema.safeParse({
    Type: type,
    DefaultProxySettings: proxy,
    DirectProxySettings: direct,
    ...(tenant.trim() ? { TenantName: tenant.trim() } : {}),
  });
  const issue = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
  const shown = (field: string, value: string) => {
    const found = value.trim() ? issue(field) : undefined;
    return found
      ? { validationState: 'error' as const, validationMessage: t(messageKey(found.message)) }
      : {};
  };
  const url = parsed.success ? `${window.location.origin}${withBase(pacPath(instance, parsed.data))}` : null;
  return (
    <>
      <Button icon={<DocumentRegular />} onClick={() => setOpen(true)}>
        {t('domainlens.pac.open')}
      </Button>
      <ModalDialog
        open={open}
        onDismiss={() => setOpen(false)}
        title={t('domainlens.pac.title')}
        contentClassName={styles.content}
        actions={
          <>
            <Button
              appearance="primary"
              icon={copied === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
              disabled={!url}
              onClick={() => url && void copy(url)}
            >
              {copied === 'copied' ? t('domainlens.pac.copied') : t('domainlens.pac.copy')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('domainlens.pac.close')}</Button>
          </>
        }
      >
        <Text>{t('domainlens.pac.intro')}</Text>
        <Field label={t('domainlens.fields.instance')}>
          <InstanceDropdown value={instance} onChange={setInstance} />
        </Field>
        <Field label={t('domainlens.pac.type')}>
          <RadioGroup value={type} onChange={(_, d) => setType(d.value as PacType)}>
            <Radio value="1" label={t('domainlens.pac.type1')} />
            <Radio value="2" label={t('domainlens.pac.type2')} />
          </RadioGroup>
        </Field>
        <Field
          label={t('domainlens.pac.proxy')}
          hint={t('domainlens.pac.proxyHint')}
          required
          {...shown('DefaultProxySettings', proxy)}
        >
          <Input
            value={proxy}
            placeholder="PROXY proxy.contoso.com:8080"
            onChange={(_, d) => setProxy(d.value)}
          />
        </Field>
        <Field label={t('domainlens.pac.direct')} {...shown('DirectProxySettings', direct)}>
          <Input value={direct} onChange={(_, d) => setDirect(d.value)} />
        </Field>
        <Field
          label={t('domainlens.pac.tenant')}
          hint={t('domainlens.pac.tenantHint')}
          {...shown('TenantName', tenant)}
        >
          <Input value={tenant} placeholder="contoso" onChange={(_, d) => setTenant(d.value)} />
        </Field>
        <Field label={t('domainlens.pac.url')}>
          {url ? (
            <code className={styles.url} data-testid="pac-url">
              {url}
            </code>
          ) : (
            <Text>{t('domainlens.pac.needsProxy')}</Text>
          )}
        </Field>
      </ModalDialog>
    </>
  );
}
