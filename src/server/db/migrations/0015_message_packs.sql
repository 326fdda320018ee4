CREATE TABLE "cart_message_packs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "messages" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "live_id" text;--> statement-breakpoint
ALTER TABLE "cart_message_packs" ADD CONSTRAINT "cart_message_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_message_packs" ADD CONSTRAINT "cart_message_packs_live_id_live_sites_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sites"("id") ON DELETE cascade ON UPDATE no action;