import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSolutionStyles } from '../../ui/solutionStyles';

/** Counts as horizontal bars (recharts, in the page's own chunk); the numbers are in the label too. */
export default function CountChart({
  label,
  rows,
}: {
  label: string;
  rows: { name: string; count: number }[];
}) {
  const styles = useSolutionStyles();
  const summary = `${label}: ${rows.map((r) => `${r.name} ${r.count}`).join(', ')}`;
  return (
    <div className={styles.chart} role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={130} />
          <Tooltip />
          <Bar dataKey="count" fill="#0f6cbd" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
