import { formatDecimal } from '@onego/contract';
import { useI18n } from '../i18n';

/** An amount as the operator's language writes numbers (vi and id: 1.234,56), digit for digit. */
export function Amount({ v, testId }: { v: string; testId?: string }) {
  const { lang } = useI18n();
  return <span data-testid={testId}>{formatDecimal(lang, v)}</span>;
}
