// The state-machine kit: declare a lifecycle as a table of transitions, apply them with applyTransition.
export { actorKind, actorLabel, type Actor, type ActorKind, type AuditDraft, type OperatorActor } from './actor.js';
export { TransitionRefused } from './errors.js';
export { defineLifecycle, type EventTable, type Lifecycle, type TransitionRule } from './lifecycle.js';
export { recordCreated } from './created.js';
export { applyTransition, applyTransitions, type BatchItem, type Moved, type TransitionInput } from './transition.js';
export { stateEvents } from './tables.js';
