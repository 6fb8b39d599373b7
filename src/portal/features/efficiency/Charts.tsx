import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EfficiencyTrend, ServiceRankRow } from '../../../shared/schema/efficiency';
import { useTranslation } from '../../lib/i18n-react';

/** recharts lives only in this page's lazy chunk (see index.ts), so no other page downloads it. */

const THEME = 'var(--sh-theme-dark, #0064c8)';

export function TrendChart({ trend }: { trend: EfficiencyTrend }) {
  const { t } = useTranslation();
  const data = trend.points.map((p) => ({ ...p, period: trend.unit === 'month' ? p.period.slice(0, 7) : p.period.slice(5) }));
  return (
    <div className="eff-chart" role="img" aria-label={t('efficiency.blocks.trend')}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e5e6eb" strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="applications" name={t('efficiency.chart.applications')} stroke={THEME} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="finished" name={t('efficiency.chart.finished')} stroke="#00a870" dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="timeoutProcesses" name={t('efficiency.chart.timeouts')} stroke="#d54941" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A horizontal bar per service (heat or likes). */
export function ServiceBars({ rows, value, label }: { rows: readonly ServiceRankRow[]; value: 'applications' | 'likes'; label: string }) {
  const data = rows.map((r) => ({ name: r.serviceName.length > 10 ? `${r.serviceName.slice(0, 10)}…` : r.serviceName, [value]: r[value] }));
  return (
    <div className="eff-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 28 + 30)}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid stroke="#e5e6eb" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey={value} name={label} fill={value === 'likes' ? '#ed7b2f' : THEME} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
