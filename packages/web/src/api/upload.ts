import { commonCalls, type CallData } from '@onego/contract';
import { callApi } from './client';

export type Uploaded = CallData<typeof commonCalls.upload>;

/** Uploads an image (multipart `file`). */
export const uploadImage = (file: File): Promise<Uploaded> => callApi(commonCalls.upload, { file });
