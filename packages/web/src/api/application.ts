import { applicationCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type ApplicationInfo = CallData<typeof applicationCalls.info>;
export type ApplicationInput = CallInput<typeof applicationCalls.create>;

/** The member's last account application and its state. */
export const fetchApplication = (): Promise<ApplicationInfo> => callApi(applicationCalls.info);
/** Submits the application (all three steps). */
export const createApplication = (body: ApplicationInput): Promise<ApplicationInfo> => callApi(applicationCalls.create, body);
/** Uploads a private application photo; answers its reference and a short-lived link to show it. */
export const uploadApplicationPhoto = (file: File) => callApi(applicationCalls.upload, { file });
