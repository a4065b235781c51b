import { emsCalls, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type EmsEvent = CallInput<typeof emsCalls.send>['event'];

export const sendEmailCode = (email: string, event: EmsEvent) => callApi(emsCalls.send, { email, event });
