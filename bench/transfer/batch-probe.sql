-- A probe, not product code: created by batch-probe.sh in the transfer bench's own database, never by a migration.
-- Runs n member-to-member transfers of 0.01 between random members of the bench's seed through the product's own
-- wallet_transfer (gate with a right PIN, idempotency key, daily total, posting, kept answer), all in the caller's one
-- transaction: what a server gathering concurrent transfers into one database call would do. With `isolate`, each
-- transfer runs in a block with an exception handler (a savepoint), as a batch must so that one refusal does not undo
-- the others.
CREATE OR REPLACE FUNCTION probe_transfers(n int, isolate boolean) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  a int;
  b int;
  done int := 0;
BEGIN
  FOR i IN 1..n LOOP
    a := 1 + floor(random() * 1000)::int;
    b := ((a + floor(random() * 999)::int) % 1000) + 1;
    IF isolate THEN
      BEGIN
        PERFORM probe_one(a, b);
        done := done + 1;
      EXCEPTION WHEN OTHERS THEN NULL;
      END;
    ELSE
      PERFORM probe_one(a, b);
      done := done + 1;
    END IF;
  END LOOP;
  RETURN done;
END $$;

CREATE OR REPLACE FUNCTION probe_one(a int, b int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wallet_transfer(NULL::bigint, NULL::text, 'pay:' || m.id, m.id, c.pay_password_hash, true, 5, 30,
    m.id, m.member_id, t.member_id, 0.01::numeric, 0::numeric, 0.01::numeric, current_date, 1000000000::numeric,
    (m.id % 16)::int, ('probe-' || floor(random() * 1e15)::bigint)::text, 'probe'::text)
  FROM members m JOIN credentials c ON c.person_id = m.id, members t WHERE m.id = a AND t.id = b;
END $$;
