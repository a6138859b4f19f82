// The balance over time, drawn from the latest ledger rows (recharts: loaded with /balance only, never /membership).
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LedgerEntry } from '@modelsmith/contract';
import { Empty } from '@modelsmith/shared/antd';
import { formatCents, formatDateTime } from '@modelsmith/shared/ui';

interface Point {
  at: number;
  cents: number;
}

/** Oldest first, from the ledger's newest-first rows, ending at `now` with the current balance. */
export function balancePoints(entries: LedgerEntry[], balanceCents: number, now: number): Point[] {
  const points = [...entries]
    .reverse()
    .map((entry) => ({ at: new Date(entry.createdAt).getTime(), cents: entry.balanceAfterCents }));
  if (points.length > 0) {
    const first = entries[entries.length - 1];
    points.unshift({ at: points[0].at - 1, cents: first.balanceAfterCents - first.amountCents });
    points.push({ at: Math.max(now, points[points.length - 1].at), cents: balanceCents });
  }
  return points;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** Dates on the axis, with the time of day while the rows span less than two days. */
function axisLabel(span: number) {
  return (at: number) => {
    const date = new Date(at);
    const day = `${date.getMonth() + 1}/${date.getDate()}`;
    return span < 2 * DAY_MS ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
  };
}

export default function BalanceChart({
  entries,
  balanceCents,
}: {
  entries: LedgerEntry[];
  balanceCents: number;
}) {
  if (entries.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="还没有余额变动，充值到账后这里会画出余额走势"
      />
    );
  const points = balancePoints(entries, balanceCents, Date.now());
  const span = points[points.length - 1].at - points[0].at;
  return (
    <div role="img" aria-label="余额走势图" style={{ width: '100%' }}>
      <ResponsiveContainer width="100%" height={220}>
        <AreaChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <defs>
            <linearGradient id="balance-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="#1677ff" stopOpacity={0.3} />
              <stop offset="95%" stopColor="#1677ff" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={axisLabel(span)}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            tickFormatter={(cents: number) => formatCents(cents).replace(/\.00$/, '')}
            tick={{ fontSize: 12 }}
            width={72}
          />
          <Tooltip
            labelFormatter={(at) => formatDateTime(new Date(Number(at)).toISOString())}
            formatter={(cents) => [formatCents(Number(cents)), '余额']}
          />
          <Area
            type="stepAfter"
            dataKey="cents"
            stroke="#1677ff"
            strokeWidth={2}
            fill="url(#balance-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
