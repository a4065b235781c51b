-- Two small SQL doors the order's one-round-trip calls need (migration 0019):
--  - ledger_spendable: what a member can spend of an asset (balance less what is held), read only, for SQL of other
--    modules.
--  - jobs_emit: a domain event into the outbox with the job that publishes it (the TypeScript emit calls it too, so
--    it is written once).

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
