-- An order made and paid in one round trip each (issue #12, ADR 0010), like the transfer and the consolidation.
-- The catalogue's and the address book's parts are their own modules' functions, which their TypeScript uses too:
--  - catalogue_take_for_sale: a whole sale's stock taken in one statement, all or nothing (modules/catalogue/stock.ts);
--  - address_snapshot: the copy of a member's own address an order keeps (modules/address/views.ts);
--  - localized_text: a text of a per-language object in a language, falling back to the default one.

CREATE OR REPLACE FUNCTION localized_text(p_texts jsonb, p_lang text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(p_texts ->> p_lang), ''), nullif(btrim(p_texts ->> 'zh-TW'), ''),
                  (SELECT btrim(e.value) FROM jsonb_each_text(p_texts) e WHERE btrim(e.value) <> '' LIMIT 1), '')
$$;
--> statement-breakpoint
-- Takes the stock of a whole sale (SKU ids with quantities; lines of one SKU count together), all or nothing: the SKU
-- rows are locked in SKU order (two sales of overlapping SKUs lock in the same order and cannot deadlock), and only
-- when every SKU exists, is sellable (on the shelf, in an enabled category) and has the quantity left, read under the
-- lock, is every quantity taken. Answers every SKU as found (stock before the sale), each with the verdict `ok`.
CREATE OR REPLACE FUNCTION catalogue_take_for_sale(p_skus bigint[], p_quantities int[])
RETURNS TABLE (id bigint, product_id bigint, price numeric, spec_names jsonb, stock int, names jsonb, cover text, images jsonb,
               presale boolean, bv_rate numeric, sellable boolean, ok boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH want AS (SELECT w.id, sum(w.qty)::int AS qty FROM unnest(p_skus, p_quantities) AS w(id, qty) GROUP BY w.id),
  locked AS MATERIALIZED (
    SELECT s.id, s.product_id, s.price, s.spec_names, s.stock, p.names, p.cover, p.images, p.presale, p.bv_rate,
           (p.status = 'on_shelf' AND c.enabled) AS sellable
      FROM product_skus s JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
     WHERE s.id IN (SELECT w.id FROM want w) ORDER BY s.id FOR UPDATE OF s
  ),
  verdict AS (
    SELECT count(*) = (SELECT count(*) FROM want) AND coalesce(bool_and(l.sellable AND l.stock >= w.qty), false) AS ok
      FROM want w JOIN locked l ON l.id = w.id
  ),
  taken AS (
    UPDATE product_skus s SET stock = s.stock - w.qty FROM want w
     WHERE s.id = w.id AND (SELECT v.ok FROM verdict v) RETURNING s.id
  )
  SELECT l.id, l.product_id, l.price, l.spec_names, l.stock, l.names, l.cover, l.images, l.presale, l.bv_rate, l.sellable,
         (SELECT v.ok FROM verdict v)
    FROM locked l;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION address_snapshot(p_member bigint, p_address bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('recipient', a.recipient, 'area_code', a.area_code, 'phone', a.phone, 'country', a.country, 'detail', a.detail)
    FROM addresses a WHERE a.id = p_address AND a.member_id = p_member
$$;
--> statement-breakpoint
-- An order as the one-round-trip calls answer it: the row with its amounts as text (they stay exact on the way to the
-- caller; an amount column added to orders belongs in this list) and its lines.
CREATE OR REPLACE FUNCTION order_answer(p_order orders) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    -- The amount columns as text over the row (a generic walk over every field cost as much as the rest of a call).
    'order', to_jsonb(p_order) || jsonb_build_object('goods_total', p_order.goods_total::text, 'shipping_fee', p_order.shipping_fee::text,
                'total', p_order.total::text, 'paid_balance', p_order.paid_balance::text, 'paid_shop_coins', p_order.paid_shop_coins::text,
                'paid_integral', p_order.paid_integral::text),
    'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object('skuId', l.sku_id, 'productId', l.product_id, 'name', l.name, 'spec', l.spec,
                'names', l.names, 'specNames', l.spec_names, 'image', l.image, 'price', l.price::text, 'quantity', l.quantity) ORDER BY l.id), '[]'::jsonb)
                FROM order_lines l WHERE l.order_id = p_order.id));
END
$$;
--> statement-breakpoint
-- Makes an unpaid order of a member's wanted SKUs (ids with quantities, in the order's line order): the caller's
-- session first when it came from a recent lookup ({"refused": "session"}), the address copied from the member's own
-- address book, the whole sale's stock taken (catalogue_take_for_sale; when it cannot be, nothing is written and the
-- answer is {"refused": "sale", "skus": what was found, by SKU id}), then the order and its lines, each line keeping
-- the product's and the specification's names in every language and in p_lang. The settings of the moment are passed
-- by the caller (shipping fee, free over, minutes to pay), and so are the order numbers to try in turn (random, made by
-- the caller). Goods are rounded down to the cent like every derived amount. Answers order_answer.
-- Raises (SQLSTATE P0001): address_not_found.
CREATE OR REPLACE FUNCTION order_create(
  p_session bigint, p_token_hash text, p_member bigint, p_address bigint, p_skus bigint[], p_quantities int[], p_lang text,
  p_remark text, p_shipping_fee numeric, p_free_over numeric, p_pay_minutes int, p_numbers text[]
) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_address jsonb;
  v_ok boolean;
  v_sale jsonb;
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
  SELECT coalesce(bool_and(s.ok), false), jsonb_object_agg(s.id::text, to_jsonb(s))
    INTO v_ok, v_sale FROM catalogue_take_for_sale(p_skus, p_quantities) s;
  IF NOT v_ok THEN RETURN jsonb_build_object('refused', 'sale', 'skus', coalesce(v_sale, '{}'::jsonb)); END IF;

  SELECT trunc(sum((v_sale -> w.id::text ->> 'price')::numeric * w.qty), 2), bool_or((v_sale -> w.id::text ->> 'presale')::boolean)
    INTO v_goods, v_presale FROM unnest(p_skus, p_quantities) AS w(id, qty);
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
  SELECT v_order.id, w.id, (x.s ->> 'product_id')::bigint, localized_text(x.s -> 'names', p_lang), localized_text(x.s -> 'spec_names', p_lang),
         x.s -> 'names', x.s -> 'spec_names', coalesce(nullif(x.s ->> 'cover', ''), x.s -> 'images' ->> 0, ''),
         (x.s ->> 'price')::numeric, w.qty, (x.s ->> 'bv_rate')::numeric
    FROM unnest(p_skus, p_quantities) WITH ORDINALITY AS w(id, qty, n) CROSS JOIN LATERAL (SELECT v_sale -> w.id::text AS s) x
   ORDER BY w.n;
  RETURN order_answer(v_order);
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

  RETURN order_answer(v_order);
END
$$;
