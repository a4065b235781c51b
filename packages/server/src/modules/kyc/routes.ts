import { adminKycCalls, userVerificationCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { readUploadedFile } from '../upload/index.js';
import { listKyc, reviewKyc } from './admin.js';
import { kycInfo, submitKyc } from './member.js';
import { PhotoLinks, readKycPhoto, storeKycPhoto } from './photos.js';

/** Identity verification for members (private photos through signed links) and its queue in the back office. */
export function kycRoutes(app: FastifyInstance): CallRoute[] {
  const { dataDir } = app.deps.config;
  const links = new PhotoLinks(app.deps.pinKeys);
  const calls = userVerificationCalls;
  return [
    handle(calls.info, ({ ctx, me }) => kycInfo(ctx.db, links, me.member.id)),
    handle(calls.upload, async ({ req, ctx, me }) => {
      const data = await readUploadedFile(req);
      const id = await storeKycPhoto(ctx.db, dataDir, me.member.id, data);
      return { id, url: links.linkTo(id) };
    }),
    handle(calls.submit, ({ ctx, me, body }) => submitKyc(ctx.db, links, me.member, body)),
    handle(calls.photo, async ({ ctx, query, reply }) => {
      const bytes = await readKycPhoto(ctx.db, dataDir, links, query);
      // Private to whoever holds the link, and never kept by a shared cache.
      reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store');
      return answer(bytes);
    }),

    handle(adminKycCalls.list, ({ ctx, query }) => listKyc(ctx, links, query)),
    handle(adminKycCalls.approve, ({ ctx, body }) => reviewKyc(ctx, links, body.id, { approve: true })),
    handle(adminKycCalls.reject, ({ ctx, body }) => reviewKyc(ctx, links, body.id, { approve: false, reason: body.reason })),
  ];
}
