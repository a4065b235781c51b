-- An order's payment in one round trip (issue #12, ADR 0010), like the transfer and the consolidation: the caller's
-- session and payment PIN first, then the key, the order under its lock, the posting, the transition with its event
-- row and domain event, and the kept answer.
--
-- Two small doors it needs:
--  - ledger_spendable: what a member can spend of an asset (balance less what is held), for SQL of other modules
--    (the TypeScript spendableSql embeds it too, so the rule is written once).
--  - jobs_emit: a domain event into the outbox with the job that publishes it (the TypeScript emit calls it too).

CREATE OR REPLACE FUNCTION ledger_spendable(p_member bigint, p_asset text) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT a.balance - a.held FROM ledger_accounts a WHERE a.member_id = p_member AND a.asset = p_asset), 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_emit(p_type text, p_payload jsonb, p_job text, p_attempts int) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_event bigint;
BEGIN
  INSERT INTO domain_events (type, payload) VALUES (p_type, p_payload) RETURNING id INTO v_event;
  INSERT INTO jobs (name, payload, max_attempts) VALUES (p_job, jsonb_build_object('eventId', v_event), p_attempts);
  RETURN v_event;
END
$$;
--> statement-breakpoint
-- Pays one of the member's own orders (ADR 0010 for the gate). The order lifecycle's rule for the move is passed by
-- the caller (p_from, p_to, p_action: ORDER_LIFECYCLE.transitions.pay), as is the domain event (p_event, published by
-- the job p_job with p_attempts tries), so both stay declared once in TypeScript.
-- How the total is paid: all of it from one asset ('balance', 'integral', 'shop_coins'), or coupons first and the
-- balance for the rest ('coupons_balance'; without p_use_balance the coupons must cover it all).
-- Answers {"refused": …} (committed, so a wrong PIN counts), {"replayed": true} for a repeat of a key already answered
-- (the caller reads the order as it is now), or {"order": the row with amounts as text, "lines": […]}.
-- Raises (SQLSTATE P0001): order_not_found (also someone else's order), order_wrong_state, order_pay_expired,
-- insufficient_shop_coins, insufficient:<asset> (ledger), idempotency_key_reused, idempotency_key_mismatch.
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
  v_paid jsonb;
  v_coupons numeric;
  v_lines jsonb;
  v_entry bigint;
  v_row jsonb;
  v_goods jsonb;
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
  v_from := v_order.status;

  -- What each asset pays.
  IF p_method = 'coupons_balance' THEN
    v_coupons := least(greatest(ledger_spendable(p_member, 'shop_coins'), 0), v_order.total);
    IF NOT p_use_balance AND v_coupons < v_order.total THEN RAISE EXCEPTION 'insufficient_shop_coins' USING ERRCODE = 'P0001'; END IF;
    v_paid := jsonb_build_object('balance', v_order.total - v_coupons, 'shop_coins', v_coupons, 'integral', 0);
  ELSE
    v_paid := jsonb_build_object('balance', 0, 'shop_coins', 0, 'integral', 0) || jsonb_build_object(p_method, v_order.total);
  END IF;

  SELECT jsonb_agg(l.line) INTO v_lines FROM (
    SELECT jsonb_build_object('member_id', p_member, 'asset', a.asset, 'amount', -a.amount) AS line
      FROM (SELECT p.key AS asset, (p.value #>> '{}')::numeric AS amount FROM jsonb_each(v_paid) p) a WHERE a.amount > 0
    UNION ALL
    SELECT jsonb_build_object('system_code', 'sales', 'shard', p_shard, 'asset', a.asset, 'amount', a.amount)
      FROM (SELECT p.key AS asset, (p.value #>> '{}')::numeric AS amount FROM jsonb_each(v_paid) p) a WHERE a.amount > 0
  ) l;
  IF v_lines IS NOT NULL THEN
    SELECT e.entry_id INTO v_entry
      FROM ledger_post('order_payment', 'order_payment:' || v_order.id, 'order', v_order.order_no, v_order.order_no, p_actor, v_lines) e LIMIT 1;
  END IF;

  UPDATE orders o SET status = p_to, pay_method = p_method, paid_balance = (v_paid ->> 'balance')::numeric,
         paid_shop_coins = (v_paid ->> 'shop_coins')::numeric, paid_integral = (v_paid ->> 'integral')::numeric,
         payment_entry_id = v_entry, paid_at = now()
   WHERE o.id = v_order.id
  RETURNING o.* INTO v_order;
  INSERT INTO order_events (order_id, action, from_status, to_status, actor, note)
  VALUES (v_order.id, p_action, v_from, p_to, p_actor, '');
  PERFORM jobs_emit(p_event, jsonb_build_object('orderId', v_order.id, 'orderNo', v_order.order_no, 'memberId', v_order.member_id,
                                                'total', v_order.total::text, 'actor', p_actor), p_job, p_attempts);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_keep_answer(p_member, p_key, '{"paid":true}');
  END IF;

  -- The row as it now is, numbers as text so amounts stay exact on the way to the caller.
  SELECT jsonb_object_agg(j.key, CASE WHEN jsonb_typeof(j.value) = 'number' THEN to_jsonb(j.value #>> '{}') ELSE j.value END)
    INTO v_row FROM jsonb_each(to_jsonb(v_order)) j;
  SELECT coalesce(jsonb_agg(jsonb_build_object('skuId', l.sku_id, 'productId', l.product_id, 'name', l.name, 'spec', l.spec,
           'image', l.image, 'price', l.price::text, 'quantity', l.quantity) ORDER BY l.id), '[]'::jsonb)
    INTO v_goods FROM order_lines l WHERE l.order_id = v_order.id;
  RETURN jsonb_build_object('order', v_row, 'lines', v_goods);
END
$$;
