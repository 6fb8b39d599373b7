ALTER TABLE "login_settings" ADD COLUMN "password_reset_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD COLUMN "browser_key_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sessions_browser_key_uq" ON "sso_sessions" USING btree ("browser_key_hash");