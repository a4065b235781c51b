-- The ledger's database functions, with one implementation of posting and one of idempotency (ADR 0007).
--
-- Posting: ledger_apply is the only code that changes a balance or writes a posting. ledger_post (every entry of the
-- TypeScript `post`, and of pending transfers when posted) and ledger_transfer (the transfer's one-round-trip path)
-- each find their accounts and write the journal entry, then hand the lines to ledger_apply.
-- Idempotency: ledger_claim_key and ledger_keep_answer are the only code that touches idempotency_keys; the
-- TypeScript `once` and wallet_transfer both call them.
-- Other modules' SQL may call ledger_transfer, ledger_claim_key and ledger_keep_answer (the ledger's SQL door) and
-- must not touch the ledger's tables.

-- Applies the lines of an entry, in the order given, which is the order the rows get locked: callers give them in
-- account-id order (so concurrent entries cannot deadlock), or lock the rows beforehand in that order as
-- ledger_transfer does. Each balance changes only if it stays at or above what the account holds (system accounts may
-- run negative); then all postings are written in one insert with the balance right after. Raises
-- 'insufficient:<asset>' (SQLSTATE P0001) otherwise. Returns the balances after, in line order. (A plain loop and an
-- array answer: no query to order the lines, and callers assign the answer in one expression.)
CREATE OR REPLACE FUNCTION ledger_apply(p_entry bigint, p_accounts bigint[], p_amounts numeric[], p_counterparties text[])
RETURNS numeric[]
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_balance numeric;
  v_asset text;
  v_after numeric[];
  v_assets text[];
BEGIN
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i], updated_at = now()
     WHERE a.id = p_accounts[i] AND (a.allow_negative OR a.balance + p_amounts[i] >= a.held)
    RETURNING a.balance, a.asset INTO v_balance, v_asset;
    IF NOT FOUND THEN
      SELECT a.asset INTO v_asset FROM ledger_accounts a WHERE a.id = p_accounts[i];
      RAISE EXCEPTION 'insufficient:%', v_asset USING ERRCODE = 'P0001';
    END IF;
    v_after[i] := v_balance;
    v_assets[i] := v_asset;
  END LOOP;
  INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty)
  SELECT p_entry, l.id, l.asset, l.amount, l.after, coalesce(l.counterparty, '')
    FROM unnest(p_accounts, v_assets, p_amounts, v_after, p_counterparties) AS l(id, asset, amount, after, counterparty);
  RETURN v_after;
END
$$;
--> statement-breakpoint
-- Posts one entry: returns one row per posting (entry id, account id, member, balance after), or a single row with
-- replayed = true when an entry with the same idempotency key already exists. Lines are checked by the TypeScript side
-- (modules/ledger/post.ts); accounts met for the first time are created by ledger_line_accounts (migration 0002).
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_key text, p_ref_type text, p_ref_id text, p_memo text, p_actor text, p_lines jsonb
) RETURNS TABLE (entry_id bigint, replayed boolean, account_id bigint, member_id bigint, balance_after numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry bigint;
  v_accounts bigint[];
  v_amounts numeric[];
  v_counterparties text[];
  v_after numeric[];
BEGIN
  INSERT INTO journal_entries (kind, idempotency_key, ref_type, ref_id, memo, actor)
  VALUES (p_kind, p_key, p_ref_type, p_ref_id, p_memo, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY SELECT e.id, true, NULL::bigint, NULL::bigint, NULL::numeric FROM journal_entries e WHERE e.idempotency_key = p_key;
    RETURN;
  END IF;
  -- In account-id order, the order ledger_apply locks them in.
  SELECT array_agg(l.account_id ORDER BY l.account_id), array_agg(l.amount ORDER BY l.account_id), array_agg(l.counterparty ORDER BY l.account_id)
    INTO v_accounts, v_amounts, v_counterparties
    FROM ledger_line_accounts(p_lines) l;
  v_after := ledger_apply(v_entry, v_accounts, v_amounts, v_counterparties);
  RETURN QUERY SELECT v_entry, false, l.id, a.member_id, l.after
    FROM unnest(v_accounts, v_after) AS l(id, after) JOIN ledger_accounts a ON a.id = l.id;
END
$$;
--> statement-breakpoint
-- The one entry shape that runs thousands of times a second, without JSON: member `p_from` pays `p_amount`, member
-- `p_to` receives `p_arrival`, the fees shard `p_shard` receives `p_fee` (when above zero). Both members' balance rows
-- are locked first, in id order like every writer, so transfers in opposite directions cannot deadlock, and the fees
-- shard after them (as in ADR 0004); the entry is then applied by ledger_apply like any other. Raises 'insufficient:balance' when the sender cannot pay.
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
  INSERT INTO journal_entries (kind, ref_type, memo, actor) VALUES ('transfer', 'transfer', p_memo, p_actor)
  RETURNING id INTO v_entry;
  IF p_fee > 0 THEN
    SELECT a.id INTO v_fee FROM ledger_accounts a WHERE a.system_code = 'fees' AND a.asset = 'balance' AND a.shard = p_shard;
    IF v_fee IS NULL THEN
      INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative) VALUES ('fees', p_shard, 'balance', true) ON CONFLICT DO NOTHING;
      SELECT a.id INTO v_fee FROM ledger_accounts a WHERE a.system_code = 'fees' AND a.asset = 'balance' AND a.shard = p_shard;
    END IF;
    sender_balance := (ledger_apply(v_entry, ARRAY[v_from, v_to, v_fee], ARRAY[-p_amount, p_arrival, p_fee], ARRAY[p_to_code, p_from_code, '']))[1];
  ELSE
    sender_balance := (ledger_apply(v_entry, ARRAY[v_from, v_to], ARRAY[-p_amount, p_arrival], ARRAY[p_to_code, p_from_code]))[1];
  END IF;
  entry_id := v_entry;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- Claims an Idempotency-Key for a member's request: NULL when the key is new (the caller runs the action and then
-- calls ledger_keep_answer in the same transaction), else the answer stored by the first run. A concurrent repeat
-- waits on the key's unique index until the first commits (or rolls back, and then claims it itself).
-- Raises (SQLSTATE P0001) idempotency_key_reused when the key was used for another route, idempotency_key_mismatch
-- when for other fields of the same route (keys stored before fingerprints existed have none and keep answering).
CREATE OR REPLACE FUNCTION ledger_claim_key(p_member bigint, p_key text, p_route text, p_fingerprint text)
RETURNS text
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prior record;
BEGIN
  INSERT INTO idempotency_keys (member_id, key, route, fingerprint, response) VALUES (p_member, p_key, p_route, p_fingerprint, '')
  ON CONFLICT DO NOTHING;
  IF FOUND THEN RETURN NULL; END IF;
  SELECT k.route, k.fingerprint, k.response INTO v_prior FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
  IF v_prior.route IS DISTINCT FROM p_route THEN
    RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'P0001';
  END IF;
  IF v_prior.fingerprint IS NOT NULL AND v_prior.fingerprint IS DISTINCT FROM p_fingerprint THEN
    RAISE EXCEPTION 'idempotency_key_mismatch' USING ERRCODE = 'P0001';
  END IF;
  RETURN v_prior.response;
END
$$;
--> statement-breakpoint
-- Stores the answer of the run that claimed the key, for its repeats. (PL/pgSQL rather than SQL: its statement's plan
-- is cached for the session, where a SQL function called from PL/pgSQL would be planned again on every call.)
CREATE OR REPLACE FUNCTION ledger_keep_answer(p_member bigint, p_key text, p_answer text)
RETURNS void
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  UPDATE idempotency_keys k SET response = p_answer WHERE k.member_id = p_member AND k.key = p_key;
END
$$;
--> statement-breakpoint
-- The wallet's transfer in one round trip (ADR 0004), now through the ledger's SQL door only: it claims the key with
-- ledger_claim_key, posts with ledger_transfer and keeps the answer with ledger_keep_answer; the recipient checks,
-- the daily limit (the upsert locks the sender's day row, the first and only such row a transfer locks, so one
-- sender's transfers queue there and cannot pass the limit together) and the transfer row are the wallet's own.
-- Raises (SQLSTATE P0001): recipient_unknown, recipient_self, recipient_inactive, daily_limit:<used today>,
-- insufficient:balance, idempotency_key_reused, idempotency_key_mismatch.
CREATE OR REPLACE FUNCTION wallet_transfer(
  p_from bigint, p_from_code text, p_to_code text, p_amount numeric, p_fee numeric, p_arrival numeric,
  p_day date, p_daily_limit numeric, p_shard int, p_key text, p_fingerprint text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prior text;
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
    v_prior := ledger_claim_key(p_from, p_key, 'transfer', p_fingerprint);
    IF v_prior IS NOT NULL THEN RETURN v_prior::jsonb; END IF;
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
    PERFORM ledger_keep_answer(p_from, p_key, v_answer::text);
  END IF;
  RETURN v_answer;
END
$$;
