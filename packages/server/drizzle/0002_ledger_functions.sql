-- The ledger's posting step as database functions, so an entry costs one round trip and its statements run with
-- cached plans. The TypeScript side (modules/ledger/post.ts) checks the lines; these functions find or create the
-- accounts, lock them in id order (so concurrent entries cannot deadlock), apply every change with the no-overdraft
-- condition and write the postings. They raise 'insufficient:<asset>' (SQLSTATE P0001) when a debit would take an
-- account below what it holds.

-- Account ids of the lines of an entry, in line order, creating accounts met for the first time.
-- A line is {member_id} or {system_code, shard}, with asset, amount and counterparty.
CREATE OR REPLACE FUNCTION ledger_line_accounts(p_lines jsonb)
RETURNS TABLE (line_no bigint, account_id bigint, asset text, amount numeric, counterparty text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  -- Two inserts, each probing its own partial unique index, so finding the accounts stays an index lookup at any size.
  INSERT INTO ledger_accounts (member_id, asset)
  SELECT DISTINCT (l->>'member_id')::bigint, l->>'asset'
    FROM jsonb_array_elements(p_lines) l
   WHERE l ? 'member_id'
     AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.member_id = (l->>'member_id')::bigint AND a.asset = l->>'asset')
  ON CONFLICT DO NOTHING;
  INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative)
  SELECT DISTINCT l->>'system_code', coalesce((l->>'shard')::int, 0), l->>'asset', true
    FROM jsonb_array_elements(p_lines) l
   WHERE l ? 'system_code'
     AND NOT EXISTS (SELECT 1 FROM ledger_accounts a
                      WHERE a.system_code = l->>'system_code' AND a.asset = l->>'asset' AND a.shard = coalesce((l->>'shard')::int, 0))
  ON CONFLICT DO NOTHING;
  RETURN QUERY
  SELECT x.n, coalesce(m.id, s.id), x.l->>'asset', (x.l->>'amount')::numeric, coalesce(x.l->>'counterparty', '')
    FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS x(l, n)
    LEFT JOIN ledger_accounts m ON m.member_id = (x.l->>'member_id')::bigint AND m.asset = x.l->>'asset'
    LEFT JOIN ledger_accounts s ON s.system_code = x.l->>'system_code' AND s.shard = coalesce((x.l->>'shard')::int, 0) AND s.asset = x.l->>'asset'
   ORDER BY x.n;
END
$$;
--> statement-breakpoint
-- Posts one entry: returns one row per posting (entry id, account id, balance after), or a single row with
-- replayed = true when an entry with the same idempotency key already exists.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_key text, p_ref_type text, p_ref_id text, p_memo text, p_actor text, p_lines jsonb
) RETURNS TABLE (entry_id bigint, replayed boolean, account_id bigint, member_id bigint, balance_after numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry bigint;
  v_line record;
  v_balance numeric;
  v_member bigint;
BEGIN
  INSERT INTO journal_entries (kind, idempotency_key, ref_type, ref_id, memo, actor)
  VALUES (p_kind, p_key, p_ref_type, p_ref_id, p_memo, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY SELECT e.id, true, NULL::bigint, NULL::bigint, NULL::numeric FROM journal_entries e WHERE e.idempotency_key = p_key;
    RETURN;
  END IF;
  -- Rows are updated (and so locked) in account-id order.
  FOR v_line IN SELECT * FROM ledger_line_accounts(p_lines) ORDER BY account_id LOOP
    UPDATE ledger_accounts a SET balance = a.balance + v_line.amount, updated_at = now()
     WHERE a.id = v_line.account_id AND (a.allow_negative OR a.balance + v_line.amount >= a.held)
    RETURNING a.balance, a.member_id INTO v_balance, v_member;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient:%', v_line.asset USING ERRCODE = 'P0001';
    END IF;
    INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty)
    VALUES (v_entry, v_line.account_id, v_line.asset, v_line.amount, v_balance, v_line.counterparty);
    entry_id := v_entry; replayed := false; account_id := v_line.account_id; member_id := v_member; balance_after := v_balance;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A member-to-member transfer in one call: locks the accounts, checks the sender's daily limit under that lock,
-- posts the entry through ledger_post and records the transfer. Raises 'daily_limit:<used>' when over the limit.
CREATE OR REPLACE FUNCTION wallet_transfer(
  p_from bigint, p_to bigint, p_amount numeric, p_fee numeric, p_arrival numeric,
  p_day_start timestamptz, p_daily_limit numeric, p_memo text, p_actor text, p_lines jsonb
) RETURNS TABLE (transfer_id bigint, created_at timestamptz, sender_balance numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_used numeric;
  v_entry bigint;
BEGIN
  -- Both members' balance accounts are locked first, in id order like every writer: this sender's transfers queue
  -- here, so the sum below is exact, and transfers in opposite directions cannot deadlock. System rows are always
  -- locked after member rows (inside ledger_post), so no cycle can form through them either.
  PERFORM 1 FROM ledger_accounts a WHERE a.member_id IN (p_from, p_to) AND a.asset = 'balance' ORDER BY a.id FOR UPDATE;
  SELECT coalesce(sum(t.amount), 0) INTO v_used FROM transfers t WHERE t.from_member_id = p_from AND t.created_at >= p_day_start;
  IF v_used + p_amount > p_daily_limit THEN
    RAISE EXCEPTION 'daily_limit:%', v_used USING ERRCODE = 'P0001';
  END IF;
  SELECT p.entry_id, p.balance_after INTO v_entry, sender_balance
    FROM ledger_post('transfer', NULL, 'transfer', '', p_memo, p_actor, p_lines) p
   WHERE p.member_id = p_from;
  INSERT INTO transfers (from_member_id, to_member_id, amount, fee, arrival, entry_id)
  VALUES (p_from, p_to, p_amount, p_fee, p_arrival, v_entry)
  RETURNING id, transfers.created_at INTO transfer_id, created_at;
  RETURN NEXT;
END
$$;
