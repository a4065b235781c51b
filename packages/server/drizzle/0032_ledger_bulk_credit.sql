-- Large entries in one set-based pass (ADR 0015): the daily bonus settlement credits hundreds of thousands of members,
-- and ledger_apply updated one account row per statement, which cost most of the settlement's time. ledger_apply is
-- still the one function that changes a balance or writes a posting, with the same rules; an entry of more than 16
-- lines now takes these steps:
--  1. lock every account of the entry in account-id order (the order every writer locks in, so a bulk credit and a
--     transfer touching the same member queue and cannot deadlock);
--  2. one UPDATE over all the lines, each only where the account stays at or above what it holds;
--  3. if fewer rows changed than there are lines, raise 'insufficient:<asset>' (or refuse an account given twice),
--     which rolls the whole entry back;
--  4. write all the postings in one insert with the balance right after each.
-- Small entries (transfers, payments) keep the plain loop, which is cheaper for two or three rows.
CREATE OR REPLACE FUNCTION ledger_apply(p_entry bigint, p_accounts bigint[], p_amounts numeric[], p_counterparties text[])
RETURNS numeric[]
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_balance numeric;
  v_asset text;
  v_after numeric[];
  v_assets text[];
  v_lines int := cardinality(p_accounts);
  v_changed int;
  v_done bigint[];
BEGIN
  IF v_lines <= 16 THEN
    FOR i IN 1 .. v_lines LOOP
      UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i], updated_at = now()
       WHERE a.id = p_accounts[i] AND (a.allow_negative OR a.balance + p_amounts[i] >= a.held)
      RETURNING a.balance, a.asset INTO v_balance, v_asset;
      IF NOT FOUND THEN
        SELECT a.asset INTO v_asset FROM ledger_accounts a WHERE a.id = p_accounts[i];
        RAISE EXCEPTION 'insufficient:%', v_asset USING ERRCODE = 'P0001';
      END IF;
      v_after[i] := v_balance;
      v_assets[i] := v_asset;
    END LOOP;
  ELSE
    PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE;
    WITH changed AS (
      UPDATE ledger_accounts a SET balance = a.balance + l.amount, updated_at = now()
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(id, amount, n)
       WHERE a.id = l.id AND (a.allow_negative OR a.balance + l.amount >= a.held)
      RETURNING l.n, a.balance, a.asset
    )
    SELECT array_agg(c.balance ORDER BY c.n), array_agg(c.asset ORDER BY c.n), array_agg(c.n), count(*)
      INTO v_after, v_assets, v_done, v_changed
      FROM changed c;
    IF v_changed < v_lines THEN
      -- An account given twice joins one UPDATE row twice and changes once: refuse it rather than lose a line.
      IF (SELECT count(DISTINCT x) FROM unnest(p_accounts) x) < v_lines THEN
        RAISE EXCEPTION 'ledger_apply: an entry posts to each account once';
      END IF;
      SELECT a.asset INTO v_asset
        FROM unnest(p_accounts) WITH ORDINALITY AS l(id, n) JOIN ledger_accounts a ON a.id = l.id
       WHERE l.n NOT IN (SELECT unnest(coalesce(v_done, '{}')))
       ORDER BY a.id LIMIT 1;
      RAISE EXCEPTION 'insufficient:%', coalesce(v_asset, 'balance') USING ERRCODE = 'P0001';
    END IF;
  END IF;
  INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty)
  SELECT p_entry, l.id, l.asset, l.amount, l.after, coalesce(l.counterparty, '')
    FROM unnest(p_accounts, v_assets, p_amounts, v_after, p_counterparties) AS l(id, asset, amount, after, counterparty);
  RETURN v_after;
END
$$;
--> statement-breakpoint
-- Account ids of the lines of an entry, in line order, creating accounts met for the first time. The lines are either
-- an array of line objects ({member_id} or {system_code, shard}, with asset, amount and counterparty), or, for bulk
-- credits (creditMembers in modules/ledger/bulk-credit.ts), one object of columns, each a PostgreSQL array literal:
-- members, assets, amounts (the members' lines), then system_code, shard, system_assets, system_amounts (the system
-- account's lines). The columns cost one array parse each where line objects cost a JSON lookup per field and line.
CREATE OR REPLACE FUNCTION ledger_line_accounts(p_lines jsonb)
RETURNS TABLE (line_no bigint, account_id bigint, asset text, amount numeric, counterparty text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_members bigint[];
  v_assets text[];
  v_amounts numeric[];
  v_code text;
  v_shard int;
  v_system_assets text[];
  v_system_amounts numeric[];
BEGIN
  IF jsonb_typeof(p_lines) = 'object' THEN
    v_members := (p_lines->>'members')::bigint[];
    v_assets := (p_lines->>'assets')::text[];
    v_amounts := (p_lines->>'amounts')::numeric[];
    v_code := p_lines->>'system_code';
    v_shard := coalesce((p_lines->>'shard')::int, 0);
    v_system_assets := coalesce((p_lines->>'system_assets')::text[], '{}');
    v_system_amounts := coalesce((p_lines->>'system_amounts')::numeric[], '{}');
    IF cardinality(v_members) IS DISTINCT FROM cardinality(v_assets) OR cardinality(v_members) IS DISTINCT FROM cardinality(v_amounts)
       OR cardinality(v_system_assets) <> cardinality(v_system_amounts) THEN
      RAISE EXCEPTION 'ledger_line_accounts: columns of different lengths';
    END IF;
    INSERT INTO ledger_accounts (member_id, asset)
    SELECT u.m, u.a FROM unnest(v_members, v_assets) AS u(m, a)
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.member_id = u.m AND a.asset = u.a)
    ON CONFLICT DO NOTHING;
    INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative)
    SELECT v_code, v_shard, u.a, true FROM unnest(v_system_assets) AS u(a)
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.system_code = v_code AND a.asset = u.a AND a.shard = v_shard)
    ON CONFLICT DO NOTHING;
    RETURN QUERY
    SELECT u.n, a.id, u.a, u.amount, ''::text
      FROM unnest(v_members, v_assets, v_amounts) WITH ORDINALITY AS u(m, a, amount, n)
      JOIN ledger_accounts a ON a.member_id = u.m AND a.asset = u.a
    UNION ALL
    SELECT cardinality(v_members) + u.n, s.id, u.a, u.amount, ''::text
      FROM unnest(v_system_assets, v_system_amounts) WITH ORDINALITY AS u(a, amount, n)
      JOIN ledger_accounts s ON s.system_code = v_code AND s.shard = v_shard AND s.asset = u.a;
    RETURN;
  END IF;
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
