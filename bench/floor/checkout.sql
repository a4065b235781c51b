-- The rows one checkout writes (bench/shop: create an order of one specification, pay it with the balance), as plain
-- SQL statements in two transactions, with none of the checks around them: no session, PIN, lock-out, idempotency
-- lookup, stock or status checks, limits, answers. Same tables, indexes, foreign keys and triggers as the product.
-- Variables (set by bench/floor/run.ts): member_min/member_max (buyers with a balance), sku_min/sku_max, shard_min/
-- shard_max (the sales account's shards).
\set m random(:member_min, :member_max)
\set sku random(:sku_min, :sku_max)
\set shard random(:shard_min, :shard_max)
BEGIN;
UPDATE product_skus SET stock = stock - 1 WHERE id = :sku AND stock >= 1;
INSERT INTO orders (order_no, member_id, address, goods_total, shipping_fee, total, pay_deadline)
  VALUES (md5(random()::text), :m, '{"recipient": "A", "area_code": "+886", "phone": "912345678", "country": "TW", "detail": "Taipei"}',
          10, 0, 10, now() + interval '30 minutes')
  RETURNING id AS order_id \gset
INSERT INTO order_lines (order_id, sku_id, product_id, name, spec, image, price, quantity, bv_rate, names, spec_names)
  SELECT :order_id, s.id, s.product_id, p.names ->> 'zh-TW', s.spec_names ->> 'zh-TW', p.cover, s.price, 1, p.bv_rate, p.names, s.spec_names
  FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.id = :sku;
COMMIT;
BEGIN;
SELECT status, total FROM orders WHERE id = :order_id AND member_id = :m FOR UPDATE;
INSERT INTO journal_entries (kind, ref_type, ref_id, memo, actor) VALUES ('order_payment', 'order', :order_id, 'order', 'member')
  RETURNING id AS entry_id \gset
UPDATE ledger_accounts SET balance = balance - 10, updated_at = now() WHERE member_id = :m AND asset = 'balance'
  RETURNING id AS buyer_account, balance AS buyer_balance \gset
UPDATE ledger_accounts SET balance = balance + 10, updated_at = now() WHERE system_code = 'sales' AND asset = 'balance' AND shard = :shard
  RETURNING id AS sales_account, balance AS sales_balance \gset
INSERT INTO postings (entry_id, account_id, asset, amount, balance_after)
  VALUES (:entry_id, :buyer_account, 'balance', -10, :buyer_balance), (:entry_id, :sales_account, 'balance', 10, :sales_balance);
UPDATE orders SET status = 'paid', pay_method = 'balance', paid_balance = total, payment_entry_id = :entry_id, paid_at = now()
  WHERE id = :order_id;
INSERT INTO order_events (order_id, action, from_status, to_status, actor) VALUES (:order_id, 'pay', 'unpaid', 'paid', 'member');
INSERT INTO domain_events (type, payload) VALUES ('order.paid', jsonb_build_object('orderId', :order_id::bigint, 'memberId', :m::bigint))
  RETURNING id AS event_id \gset
INSERT INTO jobs (name, payload, max_attempts) VALUES ('events.publish', jsonb_build_object('eventId', :event_id::bigint), 10);
INSERT INTO idempotency_keys (member_id, key, route, fingerprint, response) VALUES (:m, md5(random()::text), 'order_pay', md5(''), 'paid');
COMMIT;
