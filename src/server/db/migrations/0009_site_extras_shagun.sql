CREATE TABLE "shagun_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"household_id" integer,
	"name" text NOT NULL,
	"side" text,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"event_key" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_extras" (
	"live_id" text PRIMARY KEY NOT NULL,
	"shagun_enabled" boolean DEFAULT false NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"streams" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thank_you_after_days" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shagun_gifts" ADD CONSTRAINT "shagun_gifts_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shagun_gifts" ADD CONSTRAINT "shagun_gifts_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_extras" ADD CONSTRAINT "site_extras_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shagun_gifts_live_idx" ON "shagun_gifts" USING btree ("live_id","id");