import { userVerificationCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type KycInfo = CallData<typeof userVerificationCalls.info>;
export type KycSubmitInput = CallInput<typeof userVerificationCalls.submit>;

/** The member's identity verification: state, last submission, short-lived photo links. */
export const fetchKyc = (): Promise<KycInfo> => callApi(userVerificationCalls.info);
/** Uploads a private identity photo; answers its reference and a short-lived link to show it. */
export const uploadKycPhoto = (file: File) => callApi(userVerificationCalls.upload, { file });
/** Submits identity for review. */
export const submitKyc = (body: KycSubmitInput): Promise<KycInfo> => callApi(userVerificationCalls.submit, body);
