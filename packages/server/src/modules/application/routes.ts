import { adminApplicationCalls, applicationCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { PhotoLinks, storePrivatePhoto } from '../kyc/index.js';
import { readUploadedFile } from '../upload/index.js';
import { listApplications, reviewApplication } from './admin.js';
import { applicationInfo, createApplication } from './member.js';

/** The account application for members (private photos, the state) and its review in the back office. */
export function applicationRoutes(app: FastifyInstance): CallRoute[] {
  const { dataDir } = app.deps.config;
  const links = new PhotoLinks(app.deps.pinKeys);
  return [
    handle(applicationCalls.info, ({ ctx, me }) => applicationInfo(ctx.db, me.member.id)),
    handle(applicationCalls.create, ({ ctx, me, body }) => createApplication(ctx.db, me.member, body)),
    handle(applicationCalls.upload, async ({ req, ctx, me }) => {
      const id = await storePrivatePhoto(ctx.db, dataDir, me.member.id, await readUploadedFile(req));
      return { id, url: links.linkTo(id) };
    }),
    handle(adminApplicationCalls.list, ({ ctx, query }) => listApplications(ctx, links, query)),
    handle(adminApplicationCalls.approve, ({ ctx, body }) => reviewApplication(ctx, links, body.id, { approve: true })),
    handle(adminApplicationCalls.reject, ({ ctx, body }) => reviewApplication(ctx, links, body.id, { approve: false, reason: body.reason })),
  ];
}
