// The back office's calls about orders: the list, one order, shipping, cancelling, refunding and the CSV export.
import type { z } from 'zod';
import { adminOrdersCalls as orders, type AdminOrder, type CallData, type CallInput } from '@onego/contract';
import { callApi, download } from '../../kit/apiClient';

export type OrderRow = z.infer<typeof AdminOrder>;
export type OrderDetail = CallData<typeof orders.detail>;
/** The back office's order filters: state, order number prefix or member ID, creation dates (YYYY-MM-DD, UTC). */
export type OrderFilters = Omit<CallInput<typeof orders.list>, 'page' | 'limit'>;

export const ordersApi = {
  orders: (q: OrderFilters & { page: number; limit: number }) => callApi(orders.list, q),
  order: (id: number) => callApi(orders.detail, { id }),
  shipOrder: (body: CallInput<typeof orders.ship>) => callApi(orders.ship, body),
  cancelOrder: (body: CallInput<typeof orders.cancel>) => callApi(orders.cancel, body),
  refundOrder: (body: CallInput<typeof orders.refund>) => callApi(orders.refund, body),
  /** Saves the orders matching the filters as a CSV file; resolves with the file name. */
  exportOrders: (q: OrderFilters) => download(orders.export.path, { ...q }, 'orders.csv'),
};
