import { z } from 'zod';
import { postCall, RATE } from '../call.js';

export const UploadData = z.object({ url: z.string(), fullurl: z.string() });

/** Every /api/common/* call. */
export const commonCalls = {
  upload: postCall({ path: '/api/common/upload', access: 'member', upload: true, data: UploadData, perMinute: RATE.upload, summary: 'Upload an image (multipart `file`)' }),
};
