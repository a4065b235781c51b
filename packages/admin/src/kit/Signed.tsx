import { Typography } from 'antd';
import { formatDecimal } from '@onego/contract';
import { useI18n } from '../i18n';

/** A signed amount in colour: credits green with a "+", debits red, written with the operator's number separators. */
export function Signed({ v, testId }: { v: string; testId?: string }) {
  const { lang } = useI18n();
  const text = formatDecimal(lang, v.replace(/^\+/, ''), true);
  return <Typography.Text data-testid={testId} type={v.startsWith('-') ? 'danger' : 'success'}>{text}</Typography.Text>;
}
