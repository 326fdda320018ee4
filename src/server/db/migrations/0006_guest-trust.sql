CREATE TABLE "access_code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "access_code_check" text;--> statement-breakpoint
ALTER TABLE "access_code_failures" ADD CONSTRAINT "access_code_failures_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_failures_live_idx" ON "access_code_failures" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "access_code_failures_client_idx" ON "access_code_failures" USING btree ("live_id","client_ip","created_at");--> statement-breakpoint
CREATE INDEX "rsvps_live_phone_idx" ON "rsvps" USING btree ("live_id","phone");