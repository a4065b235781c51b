CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_seq_uq" ON "order_refunds" USING btree ("order_id","seq");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_within" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
-- order_answer (0019) again, its lines now with their id (what a refund by line names) and refunded quantity.
CREATE OR REPLACE FUNCTION order_answer(p_order orders) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    -- The amount columns as text over the row (a generic walk over every field cost as much as the rest of a call).
    'order', to_jsonb(p_order) || jsonb_build_object('goods_total', p_order.goods_total::text, 'shipping_fee', p_order.shipping_fee::text,
                'total', p_order.total::text, 'paid_balance', p_order.paid_balance::text, 'paid_shop_coins', p_order.paid_shop_coins::text,
                'paid_integral', p_order.paid_integral::text),
    'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'skuId', l.sku_id, 'productId', l.product_id, 'name', l.name, 'spec', l.spec,
                'names', l.names, 'specNames', l.spec_names, 'image', l.image, 'price', l.price::text, 'quantity', l.quantity,
                'refundedQuantity', l.refunded_quantity) ORDER BY l.id), '[]'::jsonb)
                FROM order_lines l WHERE l.order_id = p_order.id));
END
$$;
