CREATE TABLE "bonus_batches" (
	"day" date NOT NULL,
	"batch" integer NOT NULL,
	"credit_members" text NOT NULL,
	"credit_balance" text NOT NULL,
	"credit_coupons" text NOT NULL,
	"credit_points" text NOT NULL,
	"kinds" text NOT NULL,
	"recipients" text NOT NULL,
	"order_ids" text NOT NULL,
	"sources" text NOT NULL,
	"order_bvs" text NOT NULL,
	"ratios" text NOT NULL,
	"levels" text NOT NULL,
	"dues" text NOT NULL,
	"paids" text NOT NULL,
	"forfeiteds" text NOT NULL,
	"balances" text NOT NULL,
	"coupons" text NOT NULL,
	"points" text NOT NULL,
	"cap_members" text NOT NULL,
	"cap_dynamic" text NOT NULL,
	"cap_consumption" text NOT NULL,
	"cap_fund" text NOT NULL,
	CONSTRAINT "bonus_batches_day_batch_pk" PRIMARY KEY("day","batch")
);
--> statement-breakpoint
ALTER TABLE "bonus_records" DROP CONSTRAINT "bonus_records_recipient_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_records" DROP CONSTRAINT "bonus_records_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_records" DROP CONSTRAINT "bonus_records_source_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_records" DROP CONSTRAINT "bonus_records_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_batches" ADD CONSTRAINT "bonus_batches_day_bonus_runs_day_fk" FOREIGN KEY ("day") REFERENCES "public"."bonus_runs"("day") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The settlement's payouts are applied in batches on several connections (ADR 0016), and a first settlement opens
-- hundreds of thousands of accounts. ledger_apply (replaced here: dropped and created again with three more
-- parameters, defaulted so its callers are unchanged) is still the one function that changes a balance or writes a
-- posting. It now also takes the lines of member accounts not opened yet (p_open_*): it inserts each account with its
-- first amount as its balance and writes its posting, instead of inserting it at zero and updating it (one row
-- version and one set of index entries instead of two). Those accounts are inserted before any existing account is
-- locked, so waiting on a transfer that opens the same member's account at the same moment holds no lock that transfer
-- needs; an account opened meanwhile by another transaction becomes an ordinary line, locked in id order with the
-- rest. Only credits can open an account: a debit on an account that does not exist raises 'insufficient:<asset>'.
DROP FUNCTION ledger_apply(bigint, bigint[], numeric[], text[]);
--> statement-breakpoint
CREATE FUNCTION ledger_apply(p_entry bigint, p_accounts bigint[], p_amounts numeric[], p_counterparties text[],
  p_open_members bigint[] DEFAULT '{}', p_open_assets text[] DEFAULT '{}', p_open_amounts numeric[] DEFAULT '{}')
RETURNS numeric[]
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_balance numeric;
  v_asset text;
  v_after numeric[];
  v_assets text[];
  v_lines int;
  v_changed int;
  v_done bigint[];
  v_open int := coalesce(cardinality(p_open_members), 0);
  v_opened bigint[];
  v_late_ids bigint[];
  v_late_amounts numeric[];
BEGIN
  IF v_open > 0 THEN
    SELECT u.a INTO v_asset FROM unnest(p_open_assets, p_open_amounts) AS u(a, amount) WHERE u.amount < 0 LIMIT 1;
    IF FOUND THEN RAISE EXCEPTION 'insufficient:%', v_asset USING ERRCODE = 'P0001'; END IF;
    WITH opened AS (
      INSERT INTO ledger_accounts (member_id, asset, balance)
      SELECT u.m, u.a, u.amount FROM unnest(p_open_members, p_open_assets, p_open_amounts) AS u(m, a, amount)
      ON CONFLICT DO NOTHING
      RETURNING id, asset, balance
    ), posted AS (
      INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty)
      SELECT p_entry, o.id, o.asset, o.balance, o.balance, '' FROM opened o
      RETURNING account_id
    )
    SELECT coalesce(array_agg(p.account_id), '{}') INTO v_opened FROM posted p;
    IF cardinality(v_opened) < v_open THEN
      -- Opened meanwhile by another transaction (a first transfer to the same member): applied below as ordinary lines.
      SELECT coalesce(array_agg(a.id), '{}'), coalesce(array_agg(u.amount), '{}') INTO v_late_ids, v_late_amounts
        FROM unnest(p_open_members, p_open_assets, p_open_amounts) AS u(m, a, amount)
        JOIN ledger_accounts a ON a.member_id = u.m AND a.asset = u.a
       WHERE NOT (a.id = ANY (v_opened));
      -- A member's asset given twice opens once and finds its own account the second time: refuse it rather than lose a line.
      IF cardinality(v_opened) + cardinality(v_late_ids) <> v_open
         OR (SELECT count(DISTINCT x) FROM unnest(v_late_ids) x) < cardinality(v_late_ids) THEN
        RAISE EXCEPTION 'ledger_apply: an entry posts to each account once';
      END IF;
      SELECT array_agg(x.id ORDER BY x.id), array_agg(x.amount ORDER BY x.id), array_agg(x.cp ORDER BY x.id)
        INTO p_accounts, p_amounts, p_counterparties
        FROM (SELECT l.id, l.amount, l.cp FROM unnest(p_accounts, p_amounts, p_counterparties) AS l(id, amount, cp)
              UNION ALL
              SELECT l.id, l.amount, ''::text FROM unnest(v_late_ids, v_late_amounts) AS l(id, amount)) x;
    END IF;
  END IF;
  v_lines := coalesce(cardinality(p_accounts), 0);
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
  IF v_lines > 0 THEN
    INSERT INTO postings (entry_id, account_id, asset, amount, balance_after, counterparty)
    SELECT p_entry, l.id, l.asset, l.amount, l.after, coalesce(l.counterparty, '')
      FROM unnest(p_accounts, v_assets, p_amounts, v_after, p_counterparties) AS l(id, asset, amount, after, counterparty);
  END IF;
  RETURN v_after;
END
$$;
--> statement-breakpoint
-- The lines of a bulk credit given as columns (creditMembers, modules/ledger/bulk-credit.ts: members, assets, amounts,
-- then system_code, shard, system_assets, system_amounts, each a PostgreSQL array literal), with the account of each
-- line, NULL for a member's asset that has no account yet (ledger_apply opens it with its first amount). The system
-- account's lines are created when missing, as ledger_line_accounts does.
CREATE OR REPLACE FUNCTION ledger_column_lines(p_lines jsonb)
RETURNS TABLE (line_no bigint, account_id bigint, member_id bigint, asset text, amount numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_members bigint[] := (p_lines->>'members')::bigint[];
  v_assets text[] := (p_lines->>'assets')::text[];
  v_amounts numeric[] := (p_lines->>'amounts')::numeric[];
  v_code text := p_lines->>'system_code';
  v_shard int := coalesce((p_lines->>'shard')::int, 0);
  v_system_assets text[] := coalesce((p_lines->>'system_assets')::text[], '{}');
  v_system_amounts numeric[] := coalesce((p_lines->>'system_amounts')::numeric[], '{}');
BEGIN
  IF cardinality(v_members) IS DISTINCT FROM cardinality(v_assets) OR cardinality(v_members) IS DISTINCT FROM cardinality(v_amounts)
     OR cardinality(v_system_assets) <> cardinality(v_system_amounts) THEN
    RAISE EXCEPTION 'ledger_column_lines: columns of different lengths';
  END IF;
  INSERT INTO ledger_accounts (system_code, shard, asset, allow_negative)
  SELECT v_code, v_shard, u.a, true FROM unnest(v_system_assets) AS u(a)
   WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.system_code = v_code AND a.asset = u.a AND a.shard = v_shard)
  ON CONFLICT DO NOTHING;
  RETURN QUERY
  SELECT u.n, a.id, u.m, u.a, u.amount
    FROM unnest(v_members, v_assets, v_amounts) WITH ORDINALITY AS u(m, a, amount, n)
    LEFT JOIN ledger_accounts a ON a.member_id = u.m AND a.asset = u.a
  UNION ALL
  SELECT cardinality(v_members) + u.n, s.id, NULL::bigint, u.a, u.amount
    FROM unnest(v_system_assets, v_system_amounts) WITH ORDINALITY AS u(a, amount, n)
    JOIN ledger_accounts s ON s.system_code = v_code AND s.shard = v_shard AND s.asset = u.a;
END
$$;
--> statement-breakpoint
-- ledger_post (replaced here): the columns form of the lines (bulk credits) goes through ledger_column_lines, and the
-- accounts not opened yet are handed to ledger_apply to open with their first amount. That form answers one row, the
-- entry (replayed or not); its postings' balances stay in the database. Line objects work as before.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_key text, p_ref_type text, p_ref_id text, p_memo text, p_actor text, p_lines jsonb
) RETURNS TABLE (entry_id bigint, replayed boolean, account_id bigint, member_id bigint, balance_after numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry bigint;
  v_accounts bigint[];
  v_amounts numeric[];
  v_counterparties text[];
  v_after numeric[];
  v_open_members bigint[];
  v_open_assets text[];
  v_open_amounts numeric[];
BEGIN
  INSERT INTO journal_entries (kind, idempotency_key, ref_type, ref_id, memo, actor)
  VALUES (p_kind, p_key, p_ref_type, p_ref_id, p_memo, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY SELECT e.id, true, NULL::bigint, NULL::bigint, NULL::numeric FROM journal_entries e WHERE e.idempotency_key = p_key;
    RETURN;
  END IF;
  IF jsonb_typeof(p_lines) = 'object' THEN
    SELECT coalesce(array_agg(l.account_id ORDER BY l.account_id) FILTER (WHERE l.account_id IS NOT NULL), '{}'),
           coalesce(array_agg(l.amount ORDER BY l.account_id) FILTER (WHERE l.account_id IS NOT NULL), '{}'),
           coalesce(array_agg(''::text) FILTER (WHERE l.account_id IS NOT NULL), '{}'),
           coalesce(array_agg(l.member_id ORDER BY l.line_no) FILTER (WHERE l.account_id IS NULL), '{}'),
           coalesce(array_agg(l.asset ORDER BY l.line_no) FILTER (WHERE l.account_id IS NULL), '{}'),
           coalesce(array_agg(l.amount ORDER BY l.line_no) FILTER (WHERE l.account_id IS NULL), '{}')
      INTO v_accounts, v_amounts, v_counterparties, v_open_members, v_open_assets, v_open_amounts
      FROM ledger_column_lines(p_lines) l;
    PERFORM ledger_apply(v_entry, v_accounts, v_amounts, v_counterparties, v_open_members, v_open_assets, v_open_amounts);
    RETURN QUERY SELECT v_entry, false, NULL::bigint, NULL::bigint, NULL::numeric;
    RETURN;
  END IF;
  -- In account-id order, the order ledger_apply locks them in.
  SELECT array_agg(l.account_id ORDER BY l.account_id), array_agg(l.amount ORDER BY l.account_id), array_agg(l.counterparty ORDER BY l.account_id)
    INTO v_accounts, v_amounts, v_counterparties
    FROM ledger_line_accounts(p_lines) l;
  v_after := ledger_apply(v_entry, v_accounts, v_amounts, v_counterparties);
  RETURN QUERY SELECT v_entry, false, l.id, a.member_id, l.after
    FROM unnest(v_accounts, v_after) AS l(id, after) JOIN ledger_accounts a ON a.id = l.id;
END
$$;
