-- The lock-out's rule in one place (the money-speed issue): lockout_hold and lockout_wrong are what the TypeScript
-- guardedCheck runs around its comparison, and what a payment's PIN check runs inside the payment's own database call,
-- so a transfer checks its PIN, its limits and posts in one round trip.

-- Serialises the tries at a subject for the rest of the transaction and answers the whole minutes its lock has left,
-- 0 when it is open. The serialisation is a transaction-level advisory lock on the subject (the two-key form, whose
-- keys never meet the one-key locks used elsewhere; a hash collision only makes two subjects wait on each other): it
-- lives in memory, where a row lock would write the row and its WAL on every right payment, and the row need not
-- exist until a first wrong try.
CREATE OR REPLACE FUNCTION lockout_hold(p_subject text) RETURNS int
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_until timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(20261123, hashtext(p_subject));
  SELECT a.locked_until INTO v_until FROM attempt_limits a WHERE a.subject = p_subject;
  IF v_until IS NOT NULL AND v_until > clock_timestamp() THEN
    RETURN greatest(1, ceil(extract(epoch FROM v_until - clock_timestamp()) / 60))::int;
  END IF;
  RETURN 0;
END
$$;
--> statement-breakpoint
-- Counts a wrong try of a subject its caller holds (lockout_hold): p_max wrong tries within p_minutes of the first one
-- lock the subject for p_minutes. A lock that has run out, or a window that has passed, starts a new count. Answers the
-- minutes of the lock this try set, 0 when it set none.
CREATE OR REPLACE FUNCTION lockout_wrong(p_subject text, p_max int, p_minutes int) RETURNS int
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_now timestamptz := clock_timestamp();
  v_row record;
  v_fresh boolean;
  v_tries int;
  v_locks boolean;
BEGIN
  SELECT a.tries, a.window_started_at, a.locked_until INTO v_row FROM attempt_limits a WHERE a.subject = p_subject;
  v_fresh := NOT FOUND OR v_row.locked_until IS NOT NULL OR v_row.window_started_at IS NULL
             OR v_row.window_started_at <= v_now - make_interval(mins => p_minutes);
  v_tries := CASE WHEN v_fresh THEN 0 ELSE v_row.tries END;
  v_locks := v_tries + 1 >= p_max;
  INSERT INTO attempt_limits AS a (subject, tries, window_started_at, locked_until, updated_at)
  VALUES (p_subject,
          CASE WHEN v_locks THEN 0 ELSE v_tries + 1 END,
          CASE WHEN v_locks THEN NULL WHEN v_fresh THEN v_now ELSE v_row.window_started_at END,
          CASE WHEN v_locks THEN v_now + make_interval(mins => p_minutes) END,
          v_now)
  ON CONFLICT (subject) DO UPDATE SET tries = excluded.tries, window_started_at = excluded.window_started_at,
    locked_until = excluded.locked_until, updated_at = excluded.updated_at;
  RETURN CASE WHEN v_locks THEN p_minutes ELSE 0 END;
END
$$;
--> statement-breakpoint
-- Forgets a subject's tries and lifts its lock (a secret set anew, an operator's reset), waiting for a check in progress.
CREATE OR REPLACE FUNCTION lockout_clear(p_subject text) RETURNS void
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(20261123, hashtext(p_subject));
  DELETE FROM attempt_limits a WHERE a.subject = p_subject;
END
$$;
--> statement-breakpoint
-- A payment PIN compared by the server (p_right: whether it matched p_hash, the hash the server read with the
-- session) and settled here under the person's payment lock-out: 'locked:<minutes>' when locked (whatever the PIN),
-- 'stale' when p_hash is no longer the stored hash (changed since it was read: the caller checks again), 'ok', or
-- 'wrong' / 'locked:<minutes>' after counting a wrong try. The answer is decided under the row lock, so a burst of
-- guesses learns nothing past the limit even though each was compared before.
CREATE OR REPLACE FUNCTION member_pay_check(p_subject text, p_person bigint, p_hash text, p_right boolean, p_max int, p_minutes int)
RETURNS text
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_minutes int;
BEGIN
  v_minutes := lockout_hold(p_subject);
  IF v_minutes > 0 THEN RETURN 'locked:' || v_minutes; END IF;
  PERFORM 1 FROM credentials c WHERE c.person_id = p_person AND c.pay_password_hash = p_hash;
  IF NOT FOUND THEN RETURN 'stale'; END IF;
  IF p_right THEN RETURN 'ok'; END IF;
  v_minutes := lockout_wrong(p_subject, p_max, p_minutes);
  RETURN CASE WHEN v_minutes > 0 THEN 'locked:' || v_minutes ELSE 'wrong' END;
END
$$;
--> statement-breakpoint
-- Confirms, inside a money call, a session its caller took from a recent lookup instead of reading it first: the
-- session with this id and token hash is live (not revoked, not expired) and its member is p_member and active.
CREATE OR REPLACE FUNCTION member_session_live(p_session bigint, p_token_hash text, p_member bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM sessions s JOIN members m ON m.id = s.member_id
   WHERE s.id = p_session AND s.token_hash = p_token_hash AND s.member_id = p_member
     AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active';
  RETURN FOUND;
END
$$;
--> statement-breakpoint
-- What every money call checks before its work (ADR 0010): the caller's session when it came from a recent lookup
-- (p_session set; 'session' when it is no longer live), then the payment PIN under the lock-out (member_pay_check).
-- Answers 'ok' or the refusal.
CREATE OR REPLACE FUNCTION member_pay_gate(
  p_session bigint, p_token_hash text, p_member bigint,
  p_subject text, p_person bigint, p_hash text, p_right boolean, p_max int, p_minutes int
) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
  IF p_session IS NOT NULL AND NOT member_session_live(p_session, p_token_hash, p_member) THEN RETURN 'session'; END IF;
  RETURN member_pay_check(p_subject, p_person, p_hash, p_right, p_max, p_minutes);
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS wallet_transfer(bigint, text, text, numeric, numeric, numeric, date, numeric, int, text, text);
--> statement-breakpoint
-- The wallet's transfer in one round trip (ADR 0004, 0007, 0010), now with its caller's session and payment PIN
-- first (member_pay_gate; a refusal is answered as {"refused": …} and committed, so a wrong try counts); then as
-- before: the key claimed with ledger_claim_key, the recipient checked, the daily limit (the upsert locks the sender's
-- day row, so one sender's transfers queue there and cannot pass the limit together), the posting through
-- ledger_transfer, the transfer row, and the answer kept with ledger_keep_answer.
-- Raises (SQLSTATE P0001): recipient_unknown, recipient_self, recipient_inactive, daily_limit:<used today>,
-- insufficient:balance, idempotency_key_reused, idempotency_key_mismatch.
CREATE OR REPLACE FUNCTION wallet_transfer(
  p_session bigint, p_token_hash text, p_pay_subject text, p_person bigint, p_pin_hash text, p_pin_right boolean, p_pin_max int, p_pin_minutes int,
  p_from bigint, p_from_code text, p_to_code text, p_amount numeric, p_fee numeric, p_arrival numeric,
  p_day date, p_daily_limit numeric, p_shard int, p_key text, p_fingerprint text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_check text;
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
  v_check := member_pay_gate(p_session, p_token_hash, p_from, p_pay_subject, p_person, p_pin_hash, p_pin_right, p_pin_max, p_pin_minutes);
  IF v_check <> 'ok' THEN RETURN jsonb_build_object('refused', v_check); END IF;
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
--> statement-breakpoint
-- The ledger's door for a caller that moves everything free out of some members' accounts: locks every account of
-- the members in id order (the order every writer locks in) and answers each one's balance and what it holds.
CREATE OR REPLACE FUNCTION ledger_lock_members(p_members bigint[])
RETURNS TABLE (member_id bigint, asset text, balance numeric, held numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT a.member_id, a.asset, a.balance, a.held FROM ledger_accounts a
                WHERE a.member_id = ANY(p_members) ORDER BY a.id FOR UPDATE;
END
$$;
--> statement-breakpoint
-- The wallet's consolidation in one round trip (ADR 0010): the caller's session and the payment PIN first
-- (member_pay_gate, refusals answered as {"refused": …} as in wallet_transfer); then the key claimed for p_caller
-- with ledger_claim_key; every account of the sub-accounts and the main account locked at once
-- (ledger_lock_members); one entry per sub-account through ledger_post moving what each asset of p_assets has free
-- (balance less held) to the main account; the answer kept with ledger_keep_answer. Amounts are answered as stored
-- (the caller formats them). Raises (SQLSTATE P0001) consolidate_nothing when no sub-account has anything free,
-- idempotency_key_reused, idempotency_key_mismatch.
CREATE OR REPLACE FUNCTION wallet_consolidate(
  p_session bigint, p_token_hash text, p_pay_subject text, p_person bigint, p_pin_hash text, p_pin_right boolean, p_pin_max int, p_pin_minutes int,
  p_caller bigint, p_main bigint, p_main_code text, p_subs bigint[], p_sub_codes text[], p_assets text[], p_actor text,
  p_key text, p_fingerprint text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_check text;
  v_prior text;
  v_free jsonb;
  v_lines jsonb;
  v_moved jsonb := '[]'::jsonb;
  v_main jsonb;
  v_answer jsonb;
BEGIN
  v_check := member_pay_gate(p_session, p_token_hash, p_caller, p_pay_subject, p_person, p_pin_hash, p_pin_right, p_pin_max, p_pin_minutes);
  IF v_check <> 'ok' THEN RETURN jsonb_build_object('refused', v_check); END IF;
  IF p_key IS NOT NULL THEN
    v_prior := ledger_claim_key(p_caller, p_key, 'consolidate', p_fingerprint);
    IF v_prior IS NOT NULL THEN RETURN v_prior::jsonb; END IF;
  END IF;
  -- What each account has free, by member and asset, read under the locks.
  SELECT coalesce(jsonb_object_agg(l.member_id || ':' || l.asset, jsonb_build_object('balance', l.balance, 'free', l.balance - l.held)), '{}')
    INTO v_free FROM ledger_lock_members(p_subs || p_main) l;
  FOR i IN 1 .. coalesce(cardinality(p_subs), 0) LOOP
    SELECT jsonb_agg(x.line ORDER BY x.n, x.side) INTO v_lines FROM (
      SELECT a.n, 0 AS side, jsonb_build_object('member_id', p_subs[i], 'asset', a.asset, 'amount', -(v_free -> (p_subs[i] || ':' || a.asset) ->> 'free')::numeric, 'counterparty', p_main_code) AS line
        FROM unnest(p_assets) WITH ORDINALITY AS a(asset, n) WHERE (v_free -> (p_subs[i] || ':' || a.asset) ->> 'free')::numeric > 0
      UNION ALL
      SELECT a.n, 1, jsonb_build_object('member_id', p_main, 'asset', a.asset, 'amount', (v_free -> (p_subs[i] || ':' || a.asset) ->> 'free')::numeric, 'counterparty', p_sub_codes[i])
        FROM unnest(p_assets) WITH ORDINALITY AS a(asset, n) WHERE (v_free -> (p_subs[i] || ':' || a.asset) ->> 'free')::numeric > 0
    ) x;
    CONTINUE WHEN v_lines IS NULL;
    PERFORM ledger_post('consolidation', NULL, 'member', p_sub_codes[i], p_sub_codes[i] || ' → ' || p_main_code, p_actor, v_lines);
    v_moved := v_moved || jsonb_build_array((SELECT jsonb_object_agg(a.asset, coalesce(v_free -> (p_subs[i] || ':' || a.asset) ->> 'free', '0'))
                                               FROM unnest(p_assets) AS a(asset) WHERE (v_free -> (p_subs[i] || ':' || a.asset) ->> 'free')::numeric > 0)
                                             || jsonb_build_object('member_id', p_sub_codes[i]));
  END LOOP;
  IF jsonb_array_length(v_moved) = 0 THEN RAISE EXCEPTION 'consolidate_nothing' USING ERRCODE = 'P0001'; END IF;
  -- The main account after: its balances before, plus everything moved in.
  SELECT jsonb_object_agg(a.asset, coalesce((v_free -> (p_main || ':' || a.asset) ->> 'balance')::numeric, 0)
           + coalesce((SELECT sum((m ->> a.asset)::numeric) FROM jsonb_array_elements(v_moved) m), 0))
    INTO v_main FROM unnest(p_assets) AS a(asset);
  v_answer := jsonb_build_object('moved', v_moved, 'main', v_main);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_keep_answer(p_caller, p_key, v_answer::text);
  END IF;
  RETURN v_answer;
END
$$;
