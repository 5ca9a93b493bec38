import { Badge, Tooltip } from '@fluentui/react-components';
import type { AssessmentLevel, HiddenReason, PerformanceValues } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs, formatPercent } from '../../ui/format';
import { useSolutionStyles } from '../../ui/solutionStyles';

export type Metric = 'latency' | 'availability' | 'connectedness' | 'npi' | 'meetings';

/** A place's name for people: "City, State, Country", or all locations. */
export function placeName(p: { country: string; state: string; city: string }, global: string): string {
  return [p.city, p.state, p.country].filter(Boolean).join(', ') || global;
}

/** One metric of an aggregate as text, or null when it is not there. */
export function metricText(v: PerformanceValues, metric: Metric, lang: string): string | null {
  switch (metric) {
    case 'latency':
      return v.latencyMs === null ? null : formatMs(v.latencyMs, lang);
    case 'availability':
      return v.availability === null ? null : formatPercent(v.availability / 100, lang);
    case 'connectedness':
      return v.connectedness === null ? null : formatCount(Math.round(v.connectedness), lang);
    case 'npi':
      return v.npi === null ? null : formatCount(Math.round(v.npi), lang);
    case 'meetings':
      return v.meetingsScore === null ? null : formatCount(Math.round(v.meetingsScore), lang);
  }
}

/** Why a value is hidden, in words, shown where the number would be. */
export function HiddenReasonText({ reason }: { reason: HiddenReason }) {
  const { t } = useTranslation();
  const styles = useSolutionStyles();
  return (
    <span className={styles.hidden} data-hidden-reason={reason}>
      {t(`solutions.hidden.${reason}`)}
    </span>
  );
}

/** A metric, or the reason it is hidden, or a dash when there is none. */
export function MetricValue({ values, metric }: { values: PerformanceValues; metric: Metric }) {
  const { i18n } = useTranslation();
  if (values.hiddenReason) return <HiddenReasonText reason={values.hiddenReason} />;
  const text = metricText(values, metric, i18n.language);
  return <>{text ?? '—'}</>;
}

/** The meetings assessment level in its colour, with its score. */
export function AssessmentBadge({
  level,
  color,
  score,
}: {
  level: AssessmentLevel;
  color: string | null;
  score: number | null;
}) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const label = t(`solutions.level.${level}`);
  return (
    <Tooltip
      content={score === null ? label : `${label} (${formatCount(Math.round(score), i18n.language)})`}
      relationship="label"
    >
      <Badge appearance="outline" className={styles.level} data-level={level}>
        <span className={styles.swatch} style={{ backgroundColor: color ?? undefined }} aria-hidden />
        {label}
      </Badge>
    </Tooltip>
  );
}

/** A place's meetings assessment: its level, the reason it is hidden, or a dash. */
export function AssessmentCell({
  values,
}: {
  values: Pick<PerformanceValues, 'hiddenReason' | 'assessmentLevel' | 'assessmentColor' | 'meetingsScore'>;
}) {
  if (values.hiddenReason) return <HiddenReasonText reason={values.hiddenReason} />;
  if (!values.assessmentLevel) return <>—</>;
  return (
    <AssessmentBadge
      level={values.assessmentLevel}
      color={values.assessmentColor}
      score={values.meetingsScore}
    />
  );
}
