import path from 'node:path';
import { UploadData } from '@onego/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMember } from '../../http/auth.js';
import { ok } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { MAX_UPLOAD_BYTES, storeImage } from './images.js';

/** Reads the one `file` part of a multipart request. */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('field_required', { field: 'field.file' });
  const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part) throw new AppError('field_required', { field: 'field.file' });
  const data = await part.toBuffer().catch(() => {
    throw new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  });
  if (part.file.truncated) throw new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  return data;
}

/** Image upload for members (avatars now; feedback and KYC photos later). */
export function uploadRoutes(app: FastifyInstance, rateScale: number): void {
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');
  app.post('/api/common/upload', { schema: answers('common', UploadData), config: perMinute(RATE.upload, rateScale) }, async (req) => {
    const { member } = await authMember(req);
    const data = await readUploadedFile(req);
    const url = await storeImage(req.server.deps.database.db, uploadsDir, data, { memberId: member.id });
    return ok(req, { url, fullurl: `${app.deps.config.publicUrl}${url}` });
  });
}
