import { useTranslation } from '../../i18n/useTranslation';
import { formatAmount } from '../../components/format';
import type { BonusReport } from '../../api/team';

const W = 600;
const H = 180;
const PAD = 24;

/** Cents of a wire amount, as a whole number (amounts are 2-decimal strings; a bar's height needs no more). */
const centsOf = (v: string) => {
  const m = /^(-?)(\d+)\.(\d{2})/.exec(v);
  return m ? (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3])) : 0;
};

/**
 * The last days' income as bars (one per day, the total of every kind), drawn in plain SVG: no chart library in the
 * bundle. Each bar carries its date and amount as a title; the figures are also listed for screen readers.
 */
export function IncomeChart({ days }: { days: BonusReport['list'] }) {
  const { t } = useTranslation();
  const values = days.map((d) => Math.max(0, centsOf(d.total)));
  const top = Math.max(1, ...values);
  const step = (W - PAD) / Math.max(1, days.length);
  const best = days.reduce((b, d, i) => (values[i]! > values[b]! ? i : b), 0);
  return (
    <figure className="income-chart" data-testid="income-chart">
      <svg viewBox={`0 0 ${W} ${H + 32}`} role="img" aria-label={t('income.chartLabel')} width="100%">
        <line x1={PAD} y1={H} x2={W} y2={H} stroke="#ccc" />
        {days.map((d, i) => {
          const h = (values[i]! / top) * (H - 8);
          return (
            <rect key={d.date} x={PAD + i * step + 1} y={H - h} width={Math.max(1, step - 2)} height={h} rx="2"
              fill="var(--adm-color-primary, #1677ff)" data-testid={`income-bar-${d.date}`}>
              <title>{`${d.date}: ${formatAmount(d.total)}`}</title>
            </rect>
          );
        })}
        <text x={PAD} y={H + 26} fontSize="22" fill="#888">{days[0]?.date.slice(5)}</text>
        <text x={W} y={H + 26} fontSize="22" fill="#888" textAnchor="end">{days.at(-1)?.date.slice(5)}</text>
        <text x={0} y={20} fontSize="22" fill="#888">{formatAmount((top / 100).toFixed(2))}</text>
      </svg>
      <figcaption className="muted">
        {values[best]! > 0 ? t('income.best', { date: days[best]!.date, amount: formatAmount(days[best]!.total) }) : t('income.noneYet')}
      </figcaption>
    </figure>
  );
}
