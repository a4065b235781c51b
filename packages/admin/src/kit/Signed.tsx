import { Typography } from 'antd';

/** A signed amount in colour: credits green with a "+", debits red. */
export function Signed({ v, testId }: { v: string; testId?: string }) {
  return <Typography.Text data-testid={testId} type={v.startsWith('-') ? 'danger' : 'success'}>{v.startsWith('-') ? v : `+${v}`}</Typography.Text>;
}
