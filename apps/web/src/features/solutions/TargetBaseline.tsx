import { Badge } from '@fluentui/react-components';
import type { PerformanceValues } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../ui/States';
import { formatCount, formatMs } from '../../ui/format';
import { DataMessage } from './Messages';
import { usePerformanceScores } from './queries';
import { HiddenReasonText } from './values';
import { useCardStyles } from '../../ui/cardStyles';

/** The latency at which the score table gives `score` points (linear between its points). */
export function latencyForScore(table: { value: number; score: number }[], score: number): number | null {
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1]!;
    const b = table[i]!;
    if ((a.score - score) * (b.score - score) <= 0 && a.score !== b.score)
      return a.value + ((score - a.score) / (b.score - a.score)) * (b.value - a.value);
  }
  return null;
}

/** The target baseline: the latency score that meets the recommendations, and where the solution stands. */
export function TargetBaseline({ current }: { current: PerformanceValues | null }) {
  const { t, i18n } = useTranslation();
  const cards = useCardStyles();
  const scores = usePerformanceScores();
  if (scores.isError) return <DataMessage id="fetchFailed" onRetry={() => void scores.refetch()} />;
  if (scores.isPending) return <Loading label={t('solutions.loading')} />;
  const target = scores.data.meetsRecommendations;
  const ms = latencyForScore(scores.data.latency, target);
  const lang = i18n.language;
  let standing = null;
  if (current?.hiddenReason) standing = <HiddenReasonText reason={current.hiddenReason} />;
  else if (current?.latencyScore != null) {
    const met = current.latencyScore >= target;
    standing = (
      <>
        {/* Rounded down, so a score shown as the target always meets it. */}
        {t('solutions.overview.baselineThis', {
          value: formatCount(Math.floor(current.latencyScore), lang),
        })}{' '}
        <Badge appearance="tint" color={met ? 'success' : 'warning'}>
          {t(met ? 'solutions.overview.baselineMet' : 'solutions.overview.baselineNotMet')}
        </Badge>
      </>
    );
  }
  return (
    <div className={cards.card} data-testid="target-baseline">
      <span>
        {t('solutions.overview.baselineText', {
          score: formatCount(target, lang),
          ms: ms === null ? '—' : formatMs(ms, lang),
        })}
      </span>
      {standing && <span>{standing}</span>}
    </div>
  );
}
