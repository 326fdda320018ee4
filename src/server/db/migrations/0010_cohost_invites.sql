CREATE TABLE "cohost_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohost_invites" ADD CONSTRAINT "cohost_invites_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohost_invites_site_idx" ON "cohost_invites" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "cohost_invites_email_idx" ON "cohost_invites" USING btree ("email","created_at");