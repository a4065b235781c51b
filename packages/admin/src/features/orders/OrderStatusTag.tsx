import { Tag } from 'antd';
import { useI18n } from '../../i18n';
import { ORDER_STATUS_COLOR, type OrderStatus } from './statuses';

/** An order state as a coloured tag, in the operator's language. */
export function OrderStatusTag({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useI18n();
  return <Tag data-testid={testId} color={ORDER_STATUS_COLOR[status]}>{t(`order_status_${status}`)}</Tag>;
}
