CREATE TABLE "cohosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_list_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"action" text NOT NULL,
	"household_id" integer,
	"actor_email" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_settings" (
	"live_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_events" (
	"household_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"seats" integer NOT NULL,
	"attending" boolean,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"meals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "household_events_household_id_event_key_pk" PRIMARY KEY("household_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"name" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"email" text,
	"side" text,
	"language" text DEFAULT 'en' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"extra_guests_allowed" boolean DEFAULT false NOT NULL,
	"link_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"travel" jsonb,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohosts" ADD CONSTRAINT "cohosts_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohosts" ADD CONSTRAINT "cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_changes" ADD CONSTRAINT "guest_list_changes_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_settings" ADD CONSTRAINT "guest_settings_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_events" ADD CONSTRAINT "household_events_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohosts_site_email_unique" ON "cohosts" USING btree ("live_id","email");--> statement-breakpoint
CREATE INDEX "cohosts_email_idx" ON "cohosts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "guest_list_changes_live_idx" ON "guest_list_changes" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "households_live_idx" ON "households" USING btree ("live_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_token_unique" ON "households" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "households_phone_unique" ON "households" USING btree ("live_id","phone") WHERE "households"."phone" is not null;