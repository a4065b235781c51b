import { getCall, postCall } from '../call.js';
import { TransferBody, TransferData, TransferQuote, TransferQuoteQuery } from './wallet.js';

/** Every /api/transfer/* call. */
export const transferCalls = {
  quote: getCall({ path: '/api/transfer/quote', access: 'member', query: TransferQuoteQuery, data: TransferQuote }),
  transfer: postCall({ path: '/api/transfer/transfer', access: 'member', body: TransferBody, data: TransferData, idempotent: true, message: 'transfer_ok' }),
};
