-- One transfer through the product's own database function, wallet_transfer, called as the server calls it but by
-- pgbench: the PIN gate (a right PIN, under the lock-out), the idempotency key, the daily total and limit, the balance
-- check, the posting and the kept answer; no HTTP, no application server. The session is not confirmed (p_session
-- null, as in the in-process use case). Same variables as transfer.sql.
\set a random(:from_min, :from_max)
\set b random(:to_min, :to_max)
\set shard random(:shard_min, :shard_max)
SELECT wallet_transfer(NULL::bigint, NULL::text, 'pay:' || m.id, m.id, c.pay_password_hash, true, 5, 30,
  m.id, m.member_id, t.member_id, 10::numeric, 1::numeric, 9::numeric, current_date, 1000000000000::numeric,
  :shard::int, md5(random()::text), 'floor')
FROM members m JOIN credentials c ON c.person_id = m.id, members t WHERE m.id = :a AND t.id = :b;
