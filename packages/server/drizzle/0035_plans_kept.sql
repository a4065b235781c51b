-- Statements of the money calls planned anew on every call (issue #12): in a checkout, about a fifth of an order's
-- database time. Counted with pg_stat_statements' track_planning during the shop and transfer benches (plans against
-- calls), every other statement of the money functions is planned once per connection and kept; these were not:
--  - catalogue_take_for_sale's stock take, ledger_post's answer rows and wallet_consolidate's account reads: PL/pgSQL
--    keeps each statement, but the plan cache makes a custom plan (knowing the call's arrays) while the generic plan's
--    estimate looks dearer, and over unnest(p_array) or = ANY(p_array) it always looks dearer (ten rows assumed
--    against the one to three of a call). Their generic plans are the custom ones: lookups by key. The stock take
--    spent 0.63 ms planning a sale against 0.12 ms running it. force_generic_plan holds for what they call too;
--    a CREATE OR REPLACE of one of them must repeat it (a test checks);
--  - localized_text and address_snapshot (and ledger_spendable, on the coupons' path): SQL functions that cannot be
--    inlined (a subquery, a table read) are planned at each statement that calls them. As PL/pgSQL they keep their
--    plans like the functions that call them.
ALTER FUNCTION catalogue_take_for_sale SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION ledger_post SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION wallet_consolidate SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION localized_text(p_texts jsonb, p_lang text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN coalesce(nullif(btrim(p_texts ->> p_lang), ''), nullif(btrim(p_texts ->> 'zh-TW'), ''),
                  (SELECT btrim(e.value) FROM jsonb_each_text(p_texts) e WHERE btrim(e.value) <> '' LIMIT 1), '');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION address_snapshot(p_member bigint, p_address bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object('recipient', a.recipient, 'area_code', a.area_code, 'phone', a.phone, 'country', a.country, 'detail', a.detail)
            FROM addresses a WHERE a.id = p_address AND a.member_id = p_member);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_spendable(p_member bigint, p_asset text) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT a.balance - a.held FROM ledger_accounts a WHERE a.member_id = p_member AND a.asset = p_asset), 0);
END
$$;
