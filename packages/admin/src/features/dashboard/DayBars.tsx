/** One bar per day; a negative day (reversals outweighing payments) hangs below the zero line. */
export interface DayBar { day: string; value: number; label: string }

const W = 300;
const H = 64;

/**
 * A plain SVG bar chart of a run of days: no chart library, so the back office's bundle stays small. Each bar carries
 * its day and value as a tooltip; the whole chart is one image for a screen reader.
 */
export function DayBars({ bars, title, testId }: { bars: DayBar[]; title: string; testId?: string }) {
  const top = Math.max(0, ...bars.map((b) => b.value));
  const bottom = Math.min(0, ...bars.map((b) => b.value));
  const span = top - bottom || 1;
  const zero = (top / span) * H;
  const step = W / Math.max(bars.length, 1);
  return (
    <svg data-testid={testId} role="img" aria-label={title} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" width="100%" height={H}
      style={{ display: 'block' }}>
      <line x1={0} x2={W} y1={zero} y2={zero} stroke="#d9d9d9" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      {bars.map((b, i) => {
        const h = (Math.abs(b.value) / span) * H;
        return (
          <rect key={b.day} data-day={b.day} x={i * step + step * 0.15} width={step * 0.7} y={b.value >= 0 ? zero - h : zero} height={Math.max(h, b.value ? 1 : 0)}
            fill={b.value >= 0 ? '#1677ff' : '#ff4d4f'} opacity={i === bars.length - 1 ? 1 : 0.65}>
            <title>{`${b.day}: ${b.label}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
