/** Who may take a transition: a member, an operator (through operatorAction only) or the system (jobs). */
export type ActorKind = 'member' | 'operator' | 'system';

/**
 * The audit draft of an operator action: the kit adds the real previous and next state of every transition it applies
 * for the operator, so the audit row written by operatorAction in the same transaction shows what really changed.
 */
export interface AuditDraft {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** An operator acting inside operatorAction; only that wrapper makes one, so every operator transition is audited. */
export interface OperatorActor {
  readonly kind: 'operator';
  /** `operator:<username>`, the form event rows and the ledger record. */
  readonly label: `operator:${string}`;
  readonly draft: AuditDraft;
}

/** Members and jobs name themselves with a label (`member:<member ID>`, `system`); operators with an OperatorActor. */
export type Actor = 'system' | `member:${string}` | OperatorActor;

/** The kind of an actor. */
export function actorKind(actor: Actor): ActorKind {
  if (typeof actor !== 'string') return 'operator';
  return actor === 'system' ? 'system' : 'member';
}

/** The actor as recorded in event rows. */
export function actorLabel(actor: Actor): string {
  return typeof actor === 'string' ? actor : actor.label;
}
