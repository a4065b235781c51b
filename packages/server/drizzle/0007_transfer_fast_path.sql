CREATE TABLE "transfer_daily_totals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	CONSTRAINT "transfer_daily_totals_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
-- Today's totals of the transfers already made, so the counter starts where the old sum stood.
INSERT INTO transfer_daily_totals (member_id, day, amount)
SELECT from_member_id, (created_at AT TIME ZONE 'UTC')::date, sum(amount) FROM transfers GROUP BY 1, 2;
--> statement-breakpoint
-- Balance rows are rewritten on every movement; room on each page lets PostgreSQL update them in place (HOT).
ALTER TABLE ledger_accounts SET (fillfactor = 80);
--> statement-breakpoint
-- The ledger's fast path for the one entry shape that runs thousands of times a second: a member pays `p_amount`,
-- another member receives `p_arrival`, a fees shard receives `p_fee`. Same rules as ledger_post (member rows locked
-- in id order before any system row, no debit below what is held, postings carry the balance after) with fewer
-- statements: no JSON, no account-creation probes when the accounts exist, one multi-row postings insert.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_from bigint, p_to bigint, p_amount numeric, p_arrival numeric, p_fee numeric, p_shard int,
  p_from_code text, p_to_code text, p_memo text, p_actor text
) RETURNS TABLE (entry_id bigint, sender_balance numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_row record;
  v_from bigint;
  v_to bigint;
  v_fee bigint;
  v_from_bal numeric;
  v_to_bal numeric;
  v_fee_bal numeric;
  v_entry bigint;
BEGIN
  FOR v_row IN SELECT a.id, a.member_id FROM ledger_accounts a
                WHERE a.member_id IN (p_from, p_to) AND a.asset = 'balance' ORDER BY a.id FOR UPDATE LOOP
    IF v_row.member_id = p_from THEN v_from := v_row.id; ELSE v_to := v_row.id; END IF;
  END LOOP;
  -- No account means nothing to spend.
  IF v_from IS NULL THEN RAISE EXCEPTION 'insufficient:balance' USING ERRCODE = 'P0001'; END IF;
  IF v_to IS NULL THEN
    INSERT INTO ledger_accounts (member_id, asset) VALUES (p_to, 'balance') ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_to FROM ledger_accounts a WHERE a.member_id = p_to AND a.asset = 'balance' FOR UPDATE;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - p_amount, updated_at = now()
   WHERE a.id = v_from AND a.balance - p_amount >= a.held
  RETURNING a.balance INTO v_from_bal;
  IF NOT FOUND THEN RAISE EXCEPTION 'insufficient:balance' USING ERRCODE = 'P0001'; END IF;
  UPDATE ledger_accounts a SET balance = a.balance + p_arrival, updated_at = now() WHERE a.id = v_to
  RETURNING a.balance INTO v_to_bal;
  INSERT INTO journal_entries (kind, ref_type, memo, actor) VALUES ('transfer', 'transfer', p_memo, p_actor)
  RETURNING id INTO v_entry;
  IF p_fee > 0 THEN
    INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative)
    SELECT 'fees', p_shard, 'balance', true
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.system_code = 'fees' AND a.asset = 'balance' AND a.shard = p_shard)
    ON CONFLICT DO NOTHING;
    UPDATE ledger_accounts a SET balance = a.balance + p_fee, updated_at = now()
     WHERE a.system_code = 'fees' AND a.asset = 'balance' AND a.shard = p_shard
    RETURNING a.id, a.balance INTO v_fee, v_fee_bal;
    INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty) VALUES
      (v_entry, v_from, 'balance', -p_amount, v_from_bal, p_to_code),
      (v_entry, v_to, 'balance', p_arrival, v_to_bal, p_from_code),
      (v_entry, v_fee, 'balance', p_fee, v_fee_bal, '');
  ELSE
    INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty) VALUES
      (v_entry, v_from, 'balance', -p_amount, v_from_bal, p_to_code),
      (v_entry, v_to, 'balance', p_arrival, v_to_bal, p_from_code);
  END IF;
  entry_id := v_entry;
  sender_balance := v_from_bal;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS wallet_transfer(bigint, bigint, numeric, numeric, numeric, timestamptz, numeric, text, text, jsonb);
--> statement-breakpoint
-- A member-to-member transfer in one round trip, answering a JSON object (also stored as the idempotent answer):
-- claims the Idempotency-Key (a repeat returns the stored answer; a concurrent repeat waits on the key's unique index
-- until the first commits), finds the recipient by member ID, counts the amount against the sender's daily limit
-- (that upsert locks the sender's day row, so one sender's transfers queue there and cannot pass the limit together;
-- it is the only such row a transfer locks, and it is taken first, so no lock cycle can form), posts the entry
-- through ledger_transfer and records the transfer.
-- Raises (SQLSTATE P0001): recipient_unknown, recipient_self, recipient_inactive, daily_limit:<used today>,
-- insufficient:balance, idempotency_key_reused.
CREATE OR REPLACE FUNCTION wallet_transfer(
  p_from bigint, p_from_code text, p_to_code text, p_amount numeric, p_fee numeric, p_arrival numeric,
  p_day date, p_daily_limit numeric, p_shard int, p_key text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prior record;
  v_to bigint;
  v_to_status text;
  v_to_nickname text;
  v_used numeric;
  v_entry bigint;
  v_balance numeric;
  v_transfer bigint;
  v_time timestamptz;
  v_answer jsonb;
BEGIN
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (member_id, key, route, response) VALUES (p_from, p_key, 'transfer', '')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.route, k.response INTO v_prior FROM idempotency_keys k WHERE k.member_id = p_from AND k.key = p_key;
      IF v_prior.route IS DISTINCT FROM 'transfer' THEN
        RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'P0001';
      END IF;
      RETURN v_prior.response::jsonb;
    END IF;
  END IF;
  SELECT m.id, m.status, m.nickname INTO v_to, v_to_status, v_to_nickname FROM members m WHERE m.member_id = p_to_code;
  IF NOT FOUND THEN RAISE EXCEPTION 'recipient_unknown' USING ERRCODE = 'P0001'; END IF;
  IF v_to = p_from THEN RAISE EXCEPTION 'recipient_self' USING ERRCODE = 'P0001'; END IF;
  IF v_to_status <> 'active' THEN RAISE EXCEPTION 'recipient_inactive' USING ERRCODE = 'P0001'; END IF;
  INSERT INTO transfer_daily_totals AS d (member_id, day, amount)
  SELECT p_from, p_day, p_amount WHERE p_amount <= p_daily_limit
  ON CONFLICT (member_id, day) DO UPDATE SET amount = d.amount + excluded.amount
   WHERE d.amount + excluded.amount <= p_daily_limit
  RETURNING d.amount INTO v_used;
  IF NOT FOUND THEN
    SELECT coalesce(max(d.amount), 0) INTO v_used FROM transfer_daily_totals d WHERE d.member_id = p_from AND d.day = p_day;
    RAISE EXCEPTION 'daily_limit:%', v_used USING ERRCODE = 'P0001';
  END IF;
  SELECT l.entry_id, l.sender_balance INTO v_entry, v_balance
    FROM ledger_transfer(p_from, v_to, p_amount, p_arrival, p_fee, p_shard, p_from_code, p_to_code,
                         p_from_code || ' → ' || p_to_code, 'member:' || p_from_code) l;
  INSERT INTO transfers (from_member_id, to_member_id, amount, fee, arrival, entry_id)
  VALUES (p_from, v_to, p_amount, p_fee, p_arrival, v_entry)
  RETURNING id, created_at INTO v_transfer, v_time;
  v_answer := jsonb_build_object(
    'transfer_id', v_transfer, 'time', floor(extract(epoch FROM v_time))::bigint, 'balance', v_balance::text,
    'to_member_id', p_to_code, 'to_nickname', v_to_nickname,
    'amount', p_amount::text, 'fee', p_fee::text, 'arrival', p_arrival::text);
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys k SET response = v_answer::text WHERE k.member_id = p_from AND k.key = p_key;
  END IF;
  RETURN v_answer;
END
$$;
