import { userTeamCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { directsOf } from './directs.js';
import { memberLevelsOf } from './levels.js';
import { binaryTreeOf } from './tree.js';

/** The member's own team: the tree window, the direct referrals, the levels and their progress. */
export function teamRoutes(): CallRoute[] {
  return [
    handle(userTeamCalls.binaryTree, ({ ctx: { db }, me: { member }, query }) => binaryTreeOf(db, member.id, query)),
    handle(userTeamCalls.direct, ({ ctx: { db }, me: { member }, query }) => directsOf(db, member.id, query)),
    handle(userTeamCalls.memberLevels, ({ ctx: { db }, me: { member } }) => memberLevelsOf(db, member.id)),
  ];
}
