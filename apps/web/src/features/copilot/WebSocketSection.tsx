import { useId } from 'react';
import { Badge, Subtitle1, Text } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import type { CopilotTestResult } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatMs } from '../../ui/format';
import { useSectionStyles } from './sectionStyles';

/** The WebSocket step: per domain whether a WebSocket opened, how fast, or why not. */
export function WebSocketSection({ result }: { result: CopilotTestResult['webSocketTestResult'] }) {
  const { t, i18n } = useTranslation();
  const s = useSectionStyles();
  const headingId = useId();
  const failed = result.domains.filter((d) => !d.isWssEnabled).length;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={s.heading}>
        {failed === 0 ? (
          <CheckmarkCircleFilled className={s.ok} aria-hidden />
        ) : (
          <DismissCircleFilled className={s.bad} aria-hidden />
        )}
        {t('copilot.webSocket.title')}
      </Subtitle1>
      <Text as="p" className={s.text}>
        {result.domains.length === 0
          ? t('copilot.webSocket.none')
          : failed === 0
            ? t('copilot.webSocket.allOk')
            : t('copilot.webSocket.blocked')}
      </Text>
      {result.domains.length > 0 && (
        <ul className={s.list} aria-labelledby={headingId}>
          {result.domains.map((d) => (
            <li key={d.domain} className={s.item}>
              <div className={s.itemHead}>
                <span className={s.code}>{d.domain}</span>
                <Badge appearance="tint" color={d.isWssEnabled ? 'success' : 'danger'}>
                  {d.isWssEnabled ? t('copilot.webSocket.works') : t('copilot.webSocket.fails')}
                </Badge>
              </div>
              <Text as="p" className={s.muted}>
                {d.isWssEnabled
                  ? t('copilot.webSocket.connected', {
                      value: formatMs(d.connectionLatencyInMs ?? 0, i18n.language),
                    })
                  : (d.exceptionMessage ?? '')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
