import type { CartData, Order, OrderStatus, PayMethod, PayStatusData } from '@onego/contract';
import type { z } from 'zod';
import { get, post } from './client';

export type { Order, OrderStatus, PayMethod };
export type PayStatus = z.infer<typeof PayStatusData>;
export interface OrderPage { list: Order[]; total: number; page: number; limit: number }
export interface CreateOrderBody { address_id: number; sku_id?: number; quantity?: number; remark?: string }
export interface PayOrderBody { order_id: number; pay_method: PayMethod; use_balance: boolean; pay_password: string }

/** The cart with its selected lines and their total: what an order made from the cart will hold. */
export const fetchCheckoutCart = () => get<CartData>('/cart/index');

export const createOrder = (body: CreateOrderBody) => post<Order>('/order/create', body);
export const payOrder = (body: PayOrderBody, idempotencyKey: string) =>
  post<Order>('/order/pay', body, { 'Idempotency-Key': idempotencyKey });
export const cancelOrder = (id: number) => post<Order>('/order/cancel', { order_id: id });
export const confirmOrder = (id: number) => post<Order>('/order/confirm', { order_id: id });
export const fetchOrders = (q: { status?: OrderStatus; page: number; limit?: number }) =>
  get<OrderPage>('/order/index', { status: q.status, page: q.page, limit: q.limit ?? 10 });
export const fetchOrder = (id: number) => get<Order>('/order/detail', { id });
export const fetchPayStatus = (id: number) => get<PayStatus>('/order/pay_status', { id });
