CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_page_pk" PRIMARY KEY("day","page")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liked_templates" (
	"user_id" integer NOT NULL,
	"temp_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liked_templates_user_id_temp_id_pk" PRIMARY KEY("user_id","temp_id")
);
--> statement-breakpoint
CREATE TABLE "rsvp_events" (
	"rsvp_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"attending" boolean NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"meal" text,
	CONSTRAINT "rsvp_events_rsvp_id_event_key_pk" PRIMARY KEY("rsvp_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"edit_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "guest_photos_live_idx";--> statement-breakpoint
DROP INDEX "wishes_live_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attachment" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_otps" ADD COLUMN "completion_token_hash" text;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "live_sites" SET "slug" = "id" WHERE "slug" IS NULL;--> statement-breakpoint
ALTER TABLE "live_sites" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "indexable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "access_code_hash" text;--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_templates" ADD CONSTRAINT "liked_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_events" ADD CONSTRAINT "rsvp_events_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rsvps_live_idx" ON "rsvps" USING btree ("live_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_edit_token_unique" ON "rsvps" USING btree ("edit_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_to_unread_idx" ON "chat_messages" USING btree ("to_email","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sites_slug_unique" ON "live_sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sites_user_template_unique" ON "live_sites" USING btree ("user_id","temp_id");--> statement-breakpoint
CREATE INDEX "guest_photos_live_idx" ON "guest_photos" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "wishes_live_idx" ON "wishes" USING btree ("live_id","created_at");