import path from 'node:path';
import { commonCalls } from '@onego/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { AppError } from '../../http/errors.js';
import { MAX_UPLOAD_BYTES, storeImage } from './images.js';

// The parts of a multipart body are found by its boundary: without one, or with an empty one, nothing in it can be read.
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^;\s"]+)/i;
const tooLarge = () => new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
const unreadable = () => new AppError('upload_unreadable', {}, 400);

/** A multipart failure as the caller's fault: too large when a limit was hit, unreadable otherwise (cut short, garbled). */
function partFailure(err: unknown): AppError {
  return (err as { statusCode?: number } | null)?.statusCode === 413 ? tooLarge() : unreadable();
}

/** Reads the one `file` part of a multipart request; a body that cannot be parsed answers 400, never a fault. */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('field_upload_required', { field: 'field.file' });
  if (!BOUNDARY.test(String(req.headers['content-type']))) throw unreadable();
  const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch((err: unknown) => {
    throw partFailure(err);
  });
  if (!part) throw new AppError('field_upload_required', { field: 'field.file' });
  const data = await part.toBuffer().catch((err: unknown) => {
    throw partFailure(err);
  });
  if (part.file.truncated) throw tooLarge();
  return data;
}

/** Image upload for members (avatars now; feedback and KYC photos later). */
export function uploadRoutes(app: FastifyInstance): CallRoute[] {
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');
  return [
    handle(commonCalls.upload, async ({ req, ctx, me }) => {
      const data = await readUploadedFile(req);
      const url = await storeImage(ctx.db, uploadsDir, data, { memberId: me.member.id });
      return { url, fullurl: `${app.deps.config.publicUrl}${url}` };
    }),
  ];
}
