import { formatDecimal } from '@onego/contract';
import { useI18n } from '../i18n';

/** Writes amounts as the operator's language writes numbers (vi and id: 1.234,56), digit for digit. */
export function useAmountText(): (v: string) => string {
  const { lang } = useI18n();
  return (v) => formatDecimal(lang, v);
}

/** An amount in the operator's number format. */
export function Amount({ v, testId }: { v: string; testId?: string }) {
  const text = useAmountText();
  return <span data-testid={testId}>{text(v)}</span>;
}
