// The team module's door: the member's own network as their screens read it (the tree window, direct referrals,
// levels and progress). It owns no table: it composes the network, member and bonus doors' reads.
export { binaryTreeOf } from './tree.js';
export { directsOf } from './directs.js';
export { memberLevelsOf } from './levels.js';
