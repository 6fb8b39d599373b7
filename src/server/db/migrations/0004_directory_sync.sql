CREATE TABLE "directory_people" (
	"user_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"account" varchar(64) NOT NULL,
	"dn" text NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"dept_code" varchar(32) NOT NULL,
	"affiliation" varchar(32) DEFAULT '' NOT NULL,
	"last_seen_job" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_secrets" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"id" varchar(32) NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_secrets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "directory_sync_reports" (
	"job_id" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"report" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_sync_reports" ADD CONSTRAINT "directory_sync_reports_job_id_spreadsheet_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "spreadsheet_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_people_tenant_account_idx" ON "directory_people" USING btree ("tenant_id","account");