import { Tag } from 'antd';
import { useI18n } from '../../i18n';

const COLOR: Record<string, string> = { active: 'green', disabled: 'red', cancelled: 'default' };

/** A member's status (active, disabled, cancelled) as a coloured tag, in the operator's language. */
export function MemberStatusTag({ status }: { status: string }) {
  const { tx } = useI18n();
  return <Tag color={COLOR[status]}>{tx(status)}</Tag>;
}
