-- The rows one transfer writes (bench/transfer: 10.00 from one member to another, a fee to a system account), as
-- plain SQL statements in one transaction, with none of the checks around them: no session, PIN, lock-out,
-- idempotency lookup, balance or limit checks, answer. Same tables, indexes, foreign keys and triggers as the product.
-- Variables (set by bench/floor/run.ts): senders from_min..from_max and receivers to_min..to_max (members with a
-- balance, two ranges so that most pairs lock in one order; a deadlock is tried again), shard_min/shard_max (fees).
\set a random(:from_min, :from_max)
\set b random(:to_min, :to_max)
\set shard random(:shard_min, :shard_max)
BEGIN;
INSERT INTO journal_entries (kind, ref_type, memo, actor) VALUES ('transfer', 'transfer', 'a to b', 'member') RETURNING id AS entry_id \gset
UPDATE ledger_accounts SET balance = balance - 10, updated_at = now() WHERE member_id = :a AND asset = 'balance'
  RETURNING id AS from_account, balance AS from_balance \gset
UPDATE ledger_accounts SET balance = balance + 9, updated_at = now() WHERE member_id = :b AND asset = 'balance'
  RETURNING id AS to_account, balance AS to_balance \gset
UPDATE ledger_accounts SET balance = balance + 1, updated_at = now() WHERE system_code = 'fees' AND asset = 'balance' AND shard = :shard
  RETURNING id AS fee_account, balance AS fee_balance \gset
INSERT INTO postings (entry_id, account_id, asset, amount, balance_after)
  VALUES (:entry_id, :from_account, 'balance', -10, :from_balance), (:entry_id, :to_account, 'balance', 9, :to_balance),
         (:entry_id, :fee_account, 'balance', 1, :fee_balance);
INSERT INTO transfers (from_member_id, to_member_id, amount, fee, arrival, entry_id) VALUES (:a, :b, 10, 1, 9, :entry_id);
INSERT INTO transfer_daily_totals AS d (member_id, day, amount) VALUES (:a, current_date, 10)
  ON CONFLICT (member_id, day) DO UPDATE SET amount = d.amount + excluded.amount;
INSERT INTO idempotency_keys (member_id, key, route, fingerprint, response) VALUES (:a, md5(random()::text), 'transfer', md5(''), 'done');
COMMIT;
