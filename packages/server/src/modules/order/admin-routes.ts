import { adminOrdersCalls } from '@onego/contract';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { adminCancelOrder, adminListOrders, adminOrderDetail, adminRefundOrder, exportOrdersCsv, shipOrder } from './admin.js';

/** The back office's order calls: list and filter, detail, ship, cancel an unpaid order, refund a paid one, CSV export. */
export function adminOrderRoutes(): CallRoute[] {
  return [
    handle(adminOrdersCalls.list, ({ ctx, query }) => adminListOrders(ctx, query)),
    handle(adminOrdersCalls.detail, ({ ctx, query }) => adminOrderDetail(ctx, query.id)),
    handle(adminOrdersCalls.ship, ({ ctx, body }) => shipOrder(ctx, body)),
    handle(adminOrdersCalls.cancel, ({ ctx, body }) => adminCancelOrder(ctx, body)),
    handle(adminOrdersCalls.refund, ({ ctx, body }) => adminRefundOrder(ctx, body)),
    handle(adminOrdersCalls.export, async ({ ctx, query, reply }) => {
      const csv = await exportOrdersCsv(ctx, query);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
      // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
      return answer(`\uFEFF${csv}`);
    }),
  ];
}
