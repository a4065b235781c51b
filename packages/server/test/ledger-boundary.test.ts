import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './harness.js';

// The ledger's tables are touched by the ledger's own code only; in the database that means by its own functions.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const functionsWhoseSource = async (pattern: string) =>
  (await database.query<{ name: string }>(
    `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosrc ~* $1 order by 1`, [pattern])).map((r) => r.name);

describe('the ledger in the database', () => {
  it('only ledger functions touch the ledger tables; other modules call the ledger functions', async () => {
    const touching = await functionsWhoseSource('\\m(ledger_accounts|journal_entries|postings|pending_transfers|idempotency_keys)\\M');
    expect(touching.length).toBeGreaterThan(0);
    expect(touching.filter((name) => !name.startsWith('ledger_'))).toEqual([]);
    expect(await functionsWhoseSource('\\mledger_transfer\\(')).toContain('wallet_transfer');
    expect(await functionsWhoseSource('\\mledger_claim_key\\(')).toContain('wallet_transfer');
    expect(await functionsWhoseSource('\\mledger_member_pays\\(')).toEqual(['order_pay']);
  });

  it('one implementation of posting: only ledger_apply changes a balance or writes a posting', async () => {
    expect(await functionsWhoseSource('insert\\s+into\\s+postings')).toEqual(['ledger_apply']);
    expect(await functionsWhoseSource('set\\s+balance\\s*=')).toEqual(['ledger_apply']);
    expect(await functionsWhoseSource('\\mledger_apply\\(')).toEqual(['ledger_member_pays', 'ledger_post', 'ledger_transfer']);
  });

  it('one implementation of idempotency: only the key functions touch the keys', async () => {
    expect(await functionsWhoseSource('\\midempotency_keys\\M')).toEqual(['ledger_claim_key', 'ledger_keep_answer']);
  });
});
