import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tokens } from '@fluentui/react-components';
import type { TrendRow } from './trend';

/** Line colours with enough contrast on the page's background, one per solution. */
const Colours = ['#0f6cbd', '#c50f1f', '#107c10', '#8764b8', '#ca5010', '#00727c', '#4f6bed', '#986f0b'];

/** The trend of one value per solution over the periods of the range. */
export function TrendChart({
  rows,
  series,
  label,
  format,
}: {
  rows: TrendRow[];
  series: { id: string; name: string }[];
  label: string;
  format: (v: number) => string;
}) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 320 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={tokens.colorNeutralStroke2} strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis tick={{ fontSize: 12 }} tickFormatter={format} width={64} />
          <Tooltip formatter={(v) => (typeof v === 'number' ? format(v) : String(v))} />
          <Legend />
          {series.map((s, i) => (
            <Line
              key={s.id}
              dataKey={s.id}
              name={s.name}
              stroke={Colours[i % Colours.length]}
              strokeWidth={2}
              dot={rows.length < 40}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
