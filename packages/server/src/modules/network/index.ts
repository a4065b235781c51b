// The network module's door. Only this module writes the binary tree (`network_nodes`); other modules place members
// and read the trees through these functions.
export { countNodes, placeMember, placeRoot, type Side } from './placement.js';
export { ancestorsOf, legsOf, placeOf, rootMemberId, sponsorPathOf, type Ancestor, type Legs, type Place, type Sponsor } from './reads.js';
export { emptyTreeState, weakLeg, type TreeState } from './tree-state.js';
export { applyDay, promote, type LevelRules } from './daily-volumes.js';
export { loadTreeState, ownBvSince, saveDay, statsOf } from './daily-store.js';
export { directsProgressOf, directVolumesOf, downlineWindow, isInDownline, networkPeople, type WindowNode } from './team-reads.js';
export { countTeams, NEW_MEMBER_DAYS } from './team-counts.js';
export { registerNetworkJobs } from './jobs.js';
export { raiseLevel, subtreeOf, type SubtreeNode } from './operator-reads.js';
