CREATE TABLE "message_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"order_id" text NOT NULL,
	"messages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"live_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text,
	"start_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"total" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"provider_message_id" text,
	"recipient" text,
	"template" text,
	"lang" text,
	"parameters" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_events" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "send_failure" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_credits" ADD CONSTRAINT "message_credits_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_batches" ADD CONSTRAINT "send_batches_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_messages" ADD CONSTRAINT "send_messages_batch_id_send_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."send_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_messages" ADD CONSTRAINT "send_messages_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_credits_order_unique" ON "message_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "message_credits_live_idx" ON "message_credits" USING btree ("live_id");--> statement-breakpoint
CREATE INDEX "send_batches_live_idx" ON "send_batches" USING btree ("live_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "send_messages_once" ON "send_messages" USING btree ("household_id","channel","kind","event_key","occasion");--> statement-breakpoint
CREATE UNIQUE INDEX "send_messages_provider_id" ON "send_messages" USING btree ("provider_message_id") WHERE "send_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "send_messages_batch_idx" ON "send_messages" USING btree ("batch_id","id");