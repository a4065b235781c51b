-- wallet_transfer binds the Idempotency-Key to its request: one more parameter, so the old signature goes first
-- (CREATE OR REPLACE cannot change a function's arguments, and a second overload would keep the unbound one callable).
DROP FUNCTION IF EXISTS wallet_transfer(bigint, text, text, numeric, numeric, numeric, date, numeric, int, text);
--> statement-breakpoint
-- A member-to-member transfer in one round trip, answering a JSON object (also stored as the idempotent answer):
-- claims the Idempotency-Key with the request's fingerprint (SHA-256 of the route and the defining fields, computed by
-- the caller; a repeat with the same fingerprint returns the stored answer, one with another is refused; a concurrent
-- repeat waits on the key's unique index until the first commits; a key stored before fingerprints existed has none
-- and keeps answering), finds the recipient by member ID, counts the amount against the sender's daily limit
-- (that upsert locks the sender's day row, so one sender's transfers queue there and cannot pass the limit together;
-- it is the only such row a transfer locks, and it is taken first, so no lock cycle can form), posts the entry
-- through ledger_transfer and records the transfer.
-- Raises (SQLSTATE P0001): recipient_unknown, recipient_self, recipient_inactive, daily_limit:<used today>,
-- insufficient:balance, idempotency_key_reused, idempotency_key_mismatch.
CREATE OR REPLACE FUNCTION wallet_transfer(
  p_from bigint, p_from_code text, p_to_code text, p_amount numeric, p_fee numeric, p_arrival numeric,
  p_day date, p_daily_limit numeric, p_shard int, p_key text, p_fingerprint text
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
    INSERT INTO idempotency_keys (member_id, key, route, fingerprint, response) VALUES (p_from, p_key, 'transfer', p_fingerprint, '')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.route, k.fingerprint, k.response INTO v_prior FROM idempotency_keys k WHERE k.member_id = p_from AND k.key = p_key;
      IF v_prior.route IS DISTINCT FROM 'transfer' THEN
        RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'P0001';
      END IF;
      IF v_prior.fingerprint IS NOT NULL AND v_prior.fingerprint IS DISTINCT FROM p_fingerprint THEN
        RAISE EXCEPTION 'idempotency_key_mismatch' USING ERRCODE = 'P0001';
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
