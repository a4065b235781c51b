import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AuditAction, LANGUAGES } from '../src/index.js';

describe('audit actions', () => {
  it('are unique, and each has a distinct, non-empty name in every language', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const lang of LANGUAGES) {
      const names = AUDIT_ACTIONS.map((a) => AUDIT_ACTION_LABELS[a][lang]);
      expect(names.every((n) => typeof n === 'string' && n.trim().length > 0), lang).toBe(true);
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });

  it('refuses a free-form action', () => {
    expect(AuditAction.safeParse('member.disable').success).toBe(true);
    expect(AuditAction.safeParse('member.delete_everything').success).toBe(false);
  });
});
