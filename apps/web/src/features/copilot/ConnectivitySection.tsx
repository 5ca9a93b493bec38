import { useId } from 'react';
import { Subtitle1, Text } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import type { CopilotTestResult } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useSectionStyles } from './sectionStyles';

/** The connectivity step: every domain that did not answer, with what that means. */
export function ConnectivitySection({ result }: { result: CopilotTestResult['connectivityTestResult'] }) {
  const { t } = useTranslation();
  const s = useSectionStyles();
  const headingId = useId();
  const rows = result.failedDomains.flatMap((d) =>
    d.testDomainNames.map((name, i) => ({
      service: d.displayName,
      name,
      failType: d.failTypes[i] ?? 'Unreachable',
    })),
  );
  const ok = rows.length === 0;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={s.heading}>
        {ok ? (
          <CheckmarkCircleFilled className={s.ok} aria-hidden />
        ) : (
          <DismissCircleFilled className={s.bad} aria-hidden />
        )}
        {t('copilot.connectivity.title')}
      </Subtitle1>
      <Text as="p" className={s.text}>
        {ok
          ? t('copilot.connectivity.allOk', { count: result.testedDomainCount })
          : t('copilot.connectivity.someFailed', { failed: rows.length, count: result.testedDomainCount })}
      </Text>
      {!ok && (
        <ul className={s.list} aria-label={t('copilot.connectivity.failedList')}>
          {rows.map((r) => (
            <li key={`${r.service}|${r.name}`} className={s.item}>
              <div className={s.itemHead}>
                <span className={s.itemName}>{r.service}</span>
                <span className={s.code}>{r.name}</span>
              </div>
              <Text as="p" className={s.text}>
                <strong>{t(`copilot.failType.${r.failType}.name`)}</strong>
                {': '}
                {t(`copilot.failType.${r.failType}.explain`)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
