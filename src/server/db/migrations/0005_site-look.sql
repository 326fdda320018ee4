CREATE TABLE "site_looks" (
	"user_id" integer NOT NULL,
	"temp_id" text NOT NULL,
	"look" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_looks_user_id_temp_id_pk" PRIMARY KEY("user_id","temp_id")
);
--> statement-breakpoint
ALTER TABLE "site_looks" ADD CONSTRAINT "site_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;