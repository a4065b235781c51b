-- Checkout with less work in the database (issue #12). Measured per statement, an order payment spent half of its
-- database time turning its posting into JSON lines and back (ledger_post, ledger_line_accounts), and an order's
-- creation turned the sale's rows into a JSON object only to read them out again for the order lines. Both now pass
-- arrays:
--  - ledger_member_pays: the ledger's door for "a member pays some assets to a system account", one entry, without
--    JSON; order_pay posts through it;
--  - order_create collects the sale's rows into arrays and writes the lines from them; the JSON of every SKU is built
--    only for a refusal.
-- order_pay and order_create otherwise do what migrations 0019 and 0028 made them do (their bodies are repeated here
-- because a migration replaces a function whole).

-- A member pays, in one journal entry keyed by p_key, each asset's amount (p_assets with p_amounts, lines of zero or
-- less left out) to the system account p_system_code of shard p_shard, made on first use. The accounts are applied in
-- account-id order, the order every writer locks in. Answers the entry's id (the existing entry's for a key already
-- posted, which posts nothing), or NULL when there is nothing to pay. Raises 'insufficient:<asset>' (SQLSTATE P0001)
-- when the member has no such account or not enough in it.
CREATE OR REPLACE FUNCTION ledger_member_pays(
  p_kind text, p_key text, p_ref_type text, p_ref_id text, p_memo text, p_actor text,
  p_member bigint, p_assets text[], p_amounts numeric[], p_system_code text, p_shard int
) RETURNS bigint
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_lines int;
  v_entry bigint;
  v_accounts bigint[];
  v_amounts numeric[];
  v_members int;
  v_systems int;
  v_missing text;
BEGIN
  SELECT count(*) INTO v_lines FROM unnest(p_amounts) a WHERE a > 0;
  IF v_lines = 0 THEN RETURN NULL; END IF;
  INSERT INTO journal_entries (kind, idempotency_key, ref_type, ref_id, memo, actor)
  VALUES (p_kind, p_key, p_ref_type, p_ref_id, p_memo, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    SELECT e.id INTO v_entry FROM journal_entries e WHERE e.idempotency_key = p_key;
    RETURN v_entry;
  END IF;
  FOR attempt IN 1 .. 2 LOOP
    SELECT array_agg(x.id ORDER BY x.id), array_agg(x.amount ORDER BY x.id),
           count(*) FILTER (WHERE x.own), count(*) FILTER (WHERE NOT x.own)
      INTO v_accounts, v_amounts, v_members, v_systems
      FROM (SELECT a.id, -u.amount AS amount, true AS own
              FROM unnest(p_assets, p_amounts) AS u(asset, amount)
              JOIN ledger_accounts a ON a.member_id = p_member AND a.asset = u.asset
             WHERE u.amount > 0
            UNION ALL
            SELECT a.id, u.amount, false
              FROM unnest(p_assets, p_amounts) AS u(asset, amount)
              JOIN ledger_accounts a ON a.system_code = p_system_code AND a.shard = p_shard AND a.asset = u.asset
             WHERE u.amount > 0) x;
    IF v_members < v_lines THEN
      -- No account of an asset means nothing of it to spend.
      SELECT u.asset INTO v_missing FROM unnest(p_assets, p_amounts) AS u(asset, amount)
       WHERE u.amount > 0 AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.member_id = p_member AND a.asset = u.asset)
       LIMIT 1;
      RAISE EXCEPTION 'insufficient:%', v_missing USING ERRCODE = 'P0001';
    END IF;
    EXIT WHEN v_systems = v_lines;
    INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative)
    SELECT p_system_code, p_shard, u.asset, true FROM unnest(p_assets, p_amounts) AS u(asset, amount) WHERE u.amount > 0
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM ledger_apply(v_entry, v_accounts, v_amounts, array_fill(''::text, ARRAY[cardinality(v_accounts)]));
  RETURN v_entry;
END
$$;
--> statement-breakpoint
-- Pays one of the member's own orders (ADR 0010 for the gate), as in migration 0028, with the posting through
-- ledger_member_pays. The order lifecycle's rule for the move is passed by the caller (p_from, p_to, p_action:
-- ORDER_LIFECYCLE.transitions.pay), as is the domain event (p_event, published by the job p_job with p_attempts tries),
-- so both stay declared once in TypeScript.
-- How the total is paid: all of it from one asset ('balance', 'integral', 'shop_coins'), or coupons first and the
-- balance for the rest ('coupons_balance'; without p_use_balance the coupons must cover it all).
-- Answers {"refused": …} (committed, so a wrong PIN counts), {"replayed": true} for a repeat of a key already answered
-- (the caller reads the order as it is now), or {"order": the row with amounts as text, "lines": […]}.
-- Raises (SQLSTATE P0001): order_not_found (also someone else's order), order_wrong_state, order_pay_expired,
-- order_usdt_coupons_reserved, insufficient_shop_coins, insufficient:<asset> (ledger), idempotency_key_reused,
-- idempotency_key_mismatch.
CREATE OR REPLACE FUNCTION order_pay(
  p_session bigint, p_token_hash text, p_pay_subject text, p_person bigint, p_pin_hash text, p_pin_right boolean, p_pin_max int, p_pin_minutes int,
  p_member bigint, p_order bigint, p_method text, p_use_balance boolean, p_shard int, p_actor text,
  p_from text[], p_to text, p_action text, p_event text, p_job text, p_attempts int,
  p_key text, p_fingerprint text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_check text;
  v_prior text;
  v_order orders%ROWTYPE;
  v_from text;
  v_balance numeric := 0;
  v_coupons numeric := 0;
  v_integral numeric := 0;
  v_entry bigint;
BEGIN
  v_check := member_pay_gate(p_session, p_token_hash, p_member, p_pay_subject, p_person, p_pin_hash, p_pin_right, p_pin_max, p_pin_minutes);
  IF v_check <> 'ok' THEN RETURN jsonb_build_object('refused', v_check); END IF;
  IF p_key IS NOT NULL THEN
    v_prior := ledger_claim_key(p_member, p_key, 'order_pay', p_fingerprint);
    IF v_prior IS NOT NULL THEN RETURN jsonb_build_object('replayed', true); END IF;
  END IF;
  -- The order is locked first: a second payment of it waits here and then finds it paid. Its state is checked after
  -- the key, so a repeat of a payment that went through gets its answer, not a refusal.
  SELECT o.* INTO v_order FROM orders o WHERE o.id = p_order AND o.member_id = p_member FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'order_not_found' USING ERRCODE = 'P0001'; END IF;
  IF NOT v_order.status = ANY(p_from) THEN RAISE EXCEPTION 'order_wrong_state' USING ERRCODE = 'P0001'; END IF;
  IF v_order.pay_deadline <= now() THEN RAISE EXCEPTION 'order_pay_expired' USING ERRCODE = 'P0001'; END IF;
  -- A coupons + USDT payment holds the coupons as a ledger reservation, which only the order module's TypeScript
  -- settles (posting it with the balance for the rest): the caller takes that path on this answer.
  IF v_order.coupon_pending_id IS NOT NULL THEN RAISE EXCEPTION 'order_usdt_coupons_reserved' USING ERRCODE = 'P0001'; END IF;
  v_from := v_order.status;

  -- What each asset pays.
  CASE p_method
    WHEN 'coupons_balance' THEN
      v_coupons := least(greatest(ledger_spendable(p_member, 'shop_coins'), 0), v_order.total);
      IF NOT p_use_balance AND v_coupons < v_order.total THEN RAISE EXCEPTION 'insufficient_shop_coins' USING ERRCODE = 'P0001'; END IF;
      v_balance := v_order.total - v_coupons;
    WHEN 'balance' THEN v_balance := v_order.total;
    WHEN 'shop_coins' THEN v_coupons := v_order.total;
    WHEN 'integral' THEN v_integral := v_order.total;
    ELSE RAISE EXCEPTION 'order_pay: no wallet asset pays by %', p_method;
  END CASE;
  v_entry := ledger_member_pays('order_payment', 'order_payment:' || v_order.id, 'order', v_order.order_no, v_order.order_no, p_actor,
                                p_member, ARRAY['balance', 'shop_coins', 'integral'], ARRAY[v_balance, v_coupons, v_integral], 'sales', p_shard);

  UPDATE orders o SET status = p_to, pay_method = p_method, paid_balance = v_balance, paid_shop_coins = v_coupons,
         paid_integral = v_integral, payment_entry_id = v_entry, paid_at = now()
   WHERE o.id = v_order.id
  RETURNING o.* INTO v_order;
  INSERT INTO order_events (order_id, action, from_status, to_status, actor, note)
  VALUES (v_order.id, p_action, v_from, p_to, p_actor, '');
  PERFORM jobs_emit(p_event, jsonb_build_object('orderId', v_order.id, 'orderNo', v_order.order_no, 'memberId', v_order.member_id,
                                                'total', v_order.total::text, 'actor', p_actor), p_job, p_attempts);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_keep_answer(p_member, p_key, 'order_pay', p_fingerprint, '{"paid":true}');
  END IF;

  RETURN order_answer(v_order);
END
$$;
--> statement-breakpoint
-- Makes an unpaid order of a member's wanted SKUs, as in migration 0019 (the session confirmed when it came from a
-- recent lookup; the address copied from the member's own address book; the whole sale's stock taken by
-- catalogue_take_for_sale, or nothing written and {"refused": "sale", "skus": what was found, by SKU id}; the order
-- and its lines under the first free order number offered; goods rounded down to the cent), with the sale's rows
-- kept in arrays rather than a JSON object. Answers order_answer. Raises (SQLSTATE P0001): address_not_found.
CREATE OR REPLACE FUNCTION order_create(
  p_session bigint, p_token_hash text, p_member bigint, p_address bigint, p_skus bigint[], p_quantities int[], p_lang text,
  p_remark text, p_shipping_fee numeric, p_free_over numeric, p_pay_minutes int, p_numbers text[]
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_address jsonb;
  v_ok boolean;
  v_ids bigint[];
  v_products bigint[];
  v_prices numeric[];
  v_spec_names jsonb[];
  v_stocks int[];
  v_names jsonb[];
  v_covers text[];
  v_images jsonb[];
  v_presales boolean[];
  v_bv_rates numeric[];
  v_sellables boolean[];
  v_goods numeric;
  v_fee numeric;
  v_presale boolean;
  v_number text;
  v_order orders%ROWTYPE;
BEGIN
  IF p_session IS NOT NULL AND NOT member_session_live(p_session, p_token_hash, p_member) THEN
    RETURN jsonb_build_object('refused', 'session');
  END IF;
  v_address := address_snapshot(p_member, p_address);
  IF v_address IS NULL THEN RAISE EXCEPTION 'address_not_found' USING ERRCODE = 'P0001'; END IF;
  SELECT coalesce(bool_and(s.ok), false), array_agg(s.id), array_agg(s.product_id), array_agg(s.price), array_agg(s.spec_names),
         array_agg(s.stock), array_agg(s.names), array_agg(s.cover), array_agg(s.images), array_agg(s.presale), array_agg(s.bv_rate),
         array_agg(s.sellable)
    INTO v_ok, v_ids, v_products, v_prices, v_spec_names, v_stocks, v_names, v_covers, v_images, v_presales, v_bv_rates, v_sellables
    FROM catalogue_take_for_sale(p_skus, p_quantities) s;
  IF NOT v_ok THEN
    RETURN jsonb_build_object('refused', 'sale', 'skus', coalesce((
      SELECT jsonb_object_agg(s.id::text, jsonb_build_object('id', s.id, 'product_id', s.product_id, 'price', s.price,
               'spec_names', s.spec_names, 'stock', s.stock, 'names', s.names, 'cover', s.cover, 'images', s.images,
               'presale', s.presale, 'bv_rate', s.bv_rate, 'sellable', s.sellable))
        FROM unnest(v_ids, v_products, v_prices, v_spec_names, v_stocks, v_names, v_covers, v_images, v_presales, v_bv_rates, v_sellables)
             AS s(id, product_id, price, spec_names, stock, names, cover, images, presale, bv_rate, sellable)), '{}'::jsonb));
  END IF;

  SELECT trunc(sum(s.price * w.qty), 2), bool_or(s.presale)
    INTO v_goods, v_presale
    FROM unnest(p_skus, p_quantities) AS w(id, qty)
    JOIN unnest(v_ids, v_prices, v_presales) AS s(id, price, presale) ON s.id = w.id;
  v_fee := CASE WHEN p_free_over > 0 AND v_goods >= p_free_over THEN 0 ELSE p_shipping_fee END;
  FOREACH v_number IN ARRAY p_numbers LOOP
    INSERT INTO orders (order_no, member_id, address, goods_total, shipping_fee, total, presale, remark, pay_deadline)
    VALUES (v_number, p_member, v_address, v_goods, v_fee, v_goods + v_fee, v_presale, p_remark, now() + make_interval(mins => p_pay_minutes))
    ON CONFLICT (order_no) DO NOTHING
    RETURNING * INTO v_order;
    EXIT WHEN FOUND;
  END LOOP;
  IF v_order.id IS NULL THEN RAISE EXCEPTION 'no free order number in % tries', cardinality(p_numbers); END IF;
  INSERT INTO order_lines (order_id, sku_id, product_id, name, spec, names, spec_names, image, price, quantity, bv_rate)
  SELECT v_order.id, w.id, s.product_id, localized_text(s.names, p_lang), localized_text(s.spec_names, p_lang),
         s.names, s.spec_names, coalesce(nullif(s.cover, ''), s.images ->> 0, ''), s.price, w.qty, s.bv_rate
    FROM unnest(p_skus, p_quantities) WITH ORDINALITY AS w(id, qty, n)
    JOIN unnest(v_ids, v_products, v_prices, v_spec_names, v_names, v_covers, v_images, v_bv_rates)
         AS s(id, product_id, price, spec_names, names, cover, images, bv_rate) ON s.id = w.id
   ORDER BY w.n;
  RETURN order_answer(v_order);
END
$$;
--> statement-breakpoint
-- An idempotency key written once (issue #12): ledger_claim_key wrote the key's row with an empty answer and
-- ledger_keep_answer rewrote it with the answer, two writes of the same row in every keyed money call. The claim now
-- takes a transaction-level advisory lock on the (member, key) and reads the row; the answer is inserted, with the
-- route and fingerprint, when it is kept. A concurrent repeat waits on the lock until the first run commits (and
-- then reads its answer) or rolls back (and then runs itself), as it waited on the unique index before; the unique
-- index stays as the last guard (a second insert of the same key fails rather than runs twice).
-- Raises (SQLSTATE P0001) idempotency_key_reused when the key was used for another route, idempotency_key_mismatch
-- when for other fields of the same route (keys stored before fingerprints existed have none and keep answering).
CREATE OR REPLACE FUNCTION ledger_claim_key(p_member bigint, p_key text, p_route text, p_fingerprint text)
RETURNS text
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prior record;
BEGIN
  PERFORM pg_advisory_xact_lock(20261127, hashtext(p_member::text || ':' || p_key));
  SELECT k.route, k.fingerprint, k.response INTO v_prior FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
  IF NOT FOUND THEN RETURN NULL; END IF;
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
-- Stores the answer of the run that claimed the key (ledger_claim_key, same transaction), for its repeats.
CREATE OR REPLACE FUNCTION ledger_keep_answer(p_member bigint, p_key text, p_route text, p_fingerprint text, p_answer text)
RETURNS void
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  INSERT INTO idempotency_keys (member_id, key, route, fingerprint, response) VALUES (p_member, p_key, p_route, p_fingerprint, p_answer);
END
$$;
--> statement-breakpoint
-- The wallet's transfer and consolidation as in migration 0016, keeping their answers with the key's route and
-- fingerprint.
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
    PERFORM ledger_keep_answer(p_from, p_key, 'transfer', p_fingerprint, v_answer::text);
  END IF;
  RETURN v_answer;
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
    PERFORM ledger_keep_answer(p_caller, p_key, 'consolidate', p_fingerprint, v_answer::text);
  END IF;
  RETURN v_answer;
END
$$;
--> statement-breakpoint
DROP FUNCTION ledger_keep_answer(bigint, text, text);
