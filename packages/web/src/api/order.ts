import { cartCalls, orderCalls, type CallData, type CallInput, type Order, type OrderStatus, type PayMethod } from '@onego/contract';
import { callApi } from './client';

export type { Order, OrderStatus, PayMethod };
export type PayStatus = CallData<typeof orderCalls.payStatus>;
export type OrderPage = CallData<typeof orderCalls.index>;
export type CreateOrderBody = CallInput<typeof orderCalls.create>;
export type PayOrderBody = CallInput<typeof orderCalls.pay>;

/** The cart with its selected lines and their total: what an order made from the cart will hold. */
export const fetchCheckoutCart = () => callApi(cartCalls.index);

export const createOrder = (body: CreateOrderBody) => callApi(orderCalls.create, body);
export const payOrder = (body: PayOrderBody, idempotencyKey: string) => callApi(orderCalls.pay, body, { idempotencyKey });
export const cancelOrder = (id: number) => callApi(orderCalls.cancel, { order_id: id });
export const confirmOrder = (id: number) => callApi(orderCalls.confirm, { order_id: id });
export const fetchOrders = (q: { status?: OrderStatus; page: number; limit?: number }) =>
  callApi(orderCalls.index, { status: q.status, page: q.page, limit: q.limit ?? 10 });
export const fetchOrder = (id: number) => callApi(orderCalls.detail, { id });
export const fetchPayStatus = (id: number) => callApi(orderCalls.payStatus, { id });
/** Demo chain only: the demo payer wallet sends what a USDT order payment still needs. */
export const payOrderFromDemoWallet = (id: number) => callApi(orderCalls.demoPay, { order_id: id });
