import { operatorAction, type AdminCtx } from '../admin/index.js';
import { recordUpload, saveImageFile } from './images.js';

/**
 * An operator's picture upload (catalogue or content): the file is re-encoded and written first, then recorded and
 * audited in one transaction. Returns its path.
 */
export async function uploadAsOperator(ctx: AdminCtx, uploadsDir: string, data: Buffer, action: 'catalogue.upload' | 'content.upload'): Promise<string> {
  const image = await saveImageFile(uploadsDir, data);
  return operatorAction(ctx, action, async ({ tx }) => {
    await recordUpload(tx, image, { operatorId: ctx.operator.id });
    return { target: { type: 'upload', id: image.url }, before: null, after: { path: image.url, bytes: image.bytes, width: image.width, height: image.height }, result: image.url };
  });
}
