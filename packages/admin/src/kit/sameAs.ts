/**
 * True only when two unions hold the same members. The back office keeps small copies of the contract's lists (so pages
 * do not load the contract's schemas at run time); `const x: SameAs<Copy, Contract> = true` fails to compile when they drift.
 */
export type SameAs<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
