ALTER TABLE "access_code_failures" DROP CONSTRAINT "access_code_failures_live_id_live_sites_id_fk";
