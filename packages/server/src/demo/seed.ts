import type { FastifyBaseLogger } from 'fastify';
import { RegisterBody } from '@onego/contract';
import type { Database } from '../db/client.js';
import type { Ctx } from '../http/context.js';
import type { PinKeyRing } from '../lib/pin-keys.js';
import { findByMemberId, type MemberRow, register } from '../modules/member/index.js';

/** Password of every demo member, so a fresh `npm start` can be tried at once. */
export const DEMO_PASSWORD = 'demo12345';

const PEOPLE = [
  { name: 'Alice Tan', email: 'alice@demo.onego.local', area_code: '65', mobile: '91230001', nationality: 'SG', birthday: '1990-04-12' },
  { name: '陳美玲', email: 'meiling@demo.onego.local', area_code: '886', mobile: '912340002', nationality: 'TW', birthday: '1988-09-30' },
  { name: 'Budi Santoso', email: 'budi@demo.onego.local', area_code: '62', mobile: '81234560003', nationality: 'ID', birthday: '1992-01-05' },
  { name: 'Nguyễn Văn An', email: 'an@demo.onego.local', area_code: '84', mobile: '912340004', nationality: 'VN', birthday: '1995-06-21' },
  { name: '田中 花子', email: 'hanako@demo.onego.local', area_code: '81', mobile: '9012340005', nationality: 'JP', birthday: '1985-11-02' },
  { name: '김민준', email: 'minjun@demo.onego.local', area_code: '82', mobile: '1012340006', nationality: 'KR', birthday: '1993-03-14' },
] as const;

/** Registers a handful of demo members through the real registration path, two levels under the root. */
export async function seedDemo(database: Database, root: MemberRow, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, pinKeys: PinKeyRing): Promise<void> {
  const ctx: Ctx = { db: database.db, lang: 'en', ip: '127.0.0.1', userAgent: 'demo-seed', requestId: 'demo-seed', pinKeys };
  const created: string[] = [];
  let sponsor = root;
  for (const [i, person] of PEOPLE.entries()) {
    // Alternate sides under the root, then grow the second level under the first two members.
    const owner = i < 2 ? root : (await findByMemberId(database.db, created[(i - 2) % 2]!))!;
    sponsor = owner;
    const body = RegisterBody.parse({
      ...person, password: DEMO_PASSWORD, agree: true,
      invite_code: sponsor.inviteCode, node_code: i % 2 === 0 ? owner.leftNodeCode : owner.rightNodeCode,
    });
    const { userinfo } = await register(ctx, body);
    created.push(userinfo.member_id);
  }
  log.warn(`Demo members (password ${DEMO_PASSWORD}): ${created.join(', ')}`);
}
