import type { HistoryPoint } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMs } from '../../ui/format';
import { useSolutionStyles } from '../../ui/solutionStyles';

/**
 * Daily latency of a place as a line; days whose value is hidden by the privacy rules are gaps.
 * Drawn with recharts in the page's own chunk.
 */
export default function HistoryChart({ points, caption }: { points: HistoryPoint[]; caption: string }) {
  const { i18n } = useTranslation();
  const styles = useSolutionStyles();
  const data = points.map((p) => ({ day: p.periodStart, latency: p.latencyMs }));
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dayOf = (s: string) => day.format(new Date(`${s}T00:00:00Z`));
  return (
    <figure className={styles.section} style={{ margin: 0 }}>
      <div className={styles.chart} role="img" aria-label={caption}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={dayOf} minTickGap={24} />
            <YAxis width={56} tickFormatter={(v: number) => formatMs(v, i18n.language)} />
            <Tooltip
              labelFormatter={(l) => dayOf(String(l))}
              formatter={(v) => (typeof v === 'number' ? formatMs(v, i18n.language) : '—')}
            />
            <Line
              type="monotone"
              dataKey="latency"
              stroke="#0f6cbd"
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.muted}>{caption}</figcaption>
    </figure>
  );
}
