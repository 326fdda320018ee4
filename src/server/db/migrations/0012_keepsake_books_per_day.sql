ALTER TABLE "keepsake_books" ADD COLUMN "counted_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "keepsake_books" ADD COLUMN "books_counted" integer DEFAULT 0 NOT NULL;