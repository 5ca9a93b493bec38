import { useId } from 'react';
import { Subtitle1, Text } from '@fluentui/react-components';
import { CheckmarkCircleFilled, WarningFilled } from '@fluentui/react-icons';
import { COPILOT_SLOW_LATENCY_MS, latencyScore, type CopilotTestResult } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatMs } from '../../ui/format';
import { useSectionStyles } from './sectionStyles';

/** The latency step: the lowest round trip, its score, and a flag above 250 ms. */
export function LatencySection({ result }: { result: CopilotTestResult['latencyTestResult'] }) {
  const { t, i18n } = useTranslation();
  const s = useSectionStyles();
  const headingId = useId();
  const ms = result.latencyInMs;
  const slow = ms !== null && ms > COPILOT_SLOW_LATENCY_MS;
  const score = latencyScore(ms);
  const limit = formatMs(COPILOT_SLOW_LATENCY_MS, i18n.language);
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={s.heading}>
        {ms === null ? null : slow ? (
          <WarningFilled className={s.warn} aria-hidden />
        ) : (
          <CheckmarkCircleFilled className={s.ok} aria-hidden />
        )}
        {t('copilot.latency.title')}
      </Subtitle1>
      {ms === null ? (
        <Text as="p" className={s.text}>
          {result.target ? t('copilot.latency.noAnswer') : t('copilot.latency.noTarget')}
        </Text>
      ) : (
        <>
          <div className={s.figures}>
            <div className={s.figureBox}>
              <span className={s.figure}>{formatMs(ms, i18n.language)}</span>
              <span className={s.muted}>
                {t('copilot.latency.lowest', { count: result.samplesInMs.length })}
              </span>
            </div>
            {score !== null && (
              <div className={s.figureBox}>
                <span className={s.figure}>
                  {t('copilot.latency.scoreValue', { score: Math.round(score) })}
                </span>
                <span className={s.muted}>{t('copilot.latency.score')}</span>
              </div>
            )}
          </div>
          <Text as="p" className={s.text}>
            {slow ? t('copilot.latency.slow', { limit }) : t('copilot.latency.fine', { limit })}
          </Text>
          <Text as="p" className={s.muted}>
            {t('copilot.latency.target')} <span className={s.code}>{result.target}</span>
          </Text>
        </>
      )}
    </section>
  );
}
