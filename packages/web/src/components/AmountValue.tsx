import { Skeleton } from 'antd-mobile';
import { formatAmount } from './format';

/** An amount once loaded, a short skeleton while it loads, a dash when it could not be read. */
export function AmountValue({ value, pending, testId, className }: {
  value: string | undefined; pending: boolean; testId?: string; className?: string;
}) {
  if (value === undefined && pending) return <Skeleton.Title animated className="amount-skeleton" />;
  return <span className={className} data-testid={testId}>{value === undefined ? '—' : formatAmount(value)}</span>;
}
