CREATE TABLE "wrap_replay_claims" (
	"key" varchar(96) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wrap_replay_claims_expires_idx" ON "wrap_replay_claims" USING btree ("expires_at");