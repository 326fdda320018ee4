CREATE TABLE "guest_photo_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_limit_hits" (
	"live_id" text NOT NULL,
	"kind" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"refused" integer NOT NULL,
	CONSTRAINT "site_limit_hits_live_id_kind_pk" PRIMARY KEY("live_id","kind")
);
--> statement-breakpoint
ALTER TABLE "guest_photos" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "guest_photo_refusals" ADD CONSTRAINT "guest_photo_refusals_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_limit_hits" ADD CONSTRAINT "site_limit_hits_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_photo_refusals_live_client_idx" ON "guest_photo_refusals" USING btree ("live_id","client_hash","created_at");--> statement-breakpoint
CREATE INDEX "guest_photos_live_client_idx" ON "guest_photos" USING btree ("live_id","client_hash","created_at");--> statement-breakpoint
CREATE INDEX "rsvps_live_client_idx" ON "rsvps" USING btree ("live_id","client_hash","created_at");--> statement-breakpoint
CREATE INDEX "wishes_live_client_idx" ON "wishes" USING btree ("live_id","client_hash","created_at");