ALTER TABLE "orders" ADD COLUMN "usdt_due" numeric(30, 8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_pending_id" bigint;--> statement-breakpoint
CREATE INDEX "orders_usdt_waiting_idx" ON "orders" USING btree ("member_id","id") WHERE "orders"."status" = 'unpaid' and "orders"."usdt_due" is not null;--> statement-breakpoint
-- order_pay (migration 0019) again, with one more refusal: an order whose coupons are reserved for a coupons + USDT
-- payment (orders.coupon_pending_id) is not paid here, since the ledger's SQL door has no way to post a reservation;
-- the order module answers order_usdt_coupons_reserved by finishing the payment in TypeScript (ADR 0013).
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

  RETURN order_answer(v_order);
END
$$;
