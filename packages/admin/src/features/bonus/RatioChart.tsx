import type { Run } from './calls';

/**
 * The payout ratio (paid ÷ eligible sales) of each run as bars, in plain SVG: no chart library in the bundle for one
 * picture. The scale runs to the highest ratio or 50%, whichever is higher, with a line at every 10%.
 */
export function RatioChart({ runs, label }: { runs: Run[]; label: string }) {
  const width = 760;
  const height = 180;
  const pad = { left: 40, bottom: 22, top: 10 };
  const top = Math.max(0.5, ...runs.map((r) => Number(r.ratio)));
  const y = (ratio: number) => pad.top + (height - pad.top - pad.bottom) * (1 - ratio / top);
  const step = runs.length ? (width - pad.left) / runs.length : 0;
  const ticks = Array.from({ length: Math.floor(top * 10) + 1 }, (_, i) => i / 10);
  return (
    <svg data-testid="bonus-ratio-chart" role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} style={{ width: '100%', maxWidth: width, height: 'auto' }}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={pad.left} x2={width} y1={y(tick)} y2={y(tick)} stroke="#eee" />
          <text x={pad.left - 4} y={y(tick) + 4} fontSize={10} textAnchor="end" fill="#888">{Math.round(tick * 100)}%</text>
        </g>
      ))}
      {runs.map((r, i) => {
        const ratio = Number(r.ratio);
        const x = pad.left + i * step + step * 0.15;
        return (
          <g key={r.date} data-testid={`bonus-bar-${r.date}`}>
            <title>{`${r.date}: ${(ratio * 100).toFixed(2)}%`}</title>
            <rect x={x} width={Math.max(1, step * 0.7)} y={y(ratio)} height={Math.max(0, y(0) - y(ratio))} fill={r.scaled ? '#fa8c16' : '#1677ff'} />
            {runs.length <= 31 && i % Math.ceil(runs.length / 8) === 0 ? (
              <text x={x + step * 0.35} y={height - 6} fontSize={10} textAnchor="middle" fill="#888">{r.date.slice(5)}</text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
