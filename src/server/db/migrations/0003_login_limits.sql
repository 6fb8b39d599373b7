CREATE TABLE "login_limits" (
	"scope" varchar(8) NOT NULL,
	"key" varchar(200) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"level" double precision DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "login_limits_scope_key_pk" PRIMARY KEY("scope","key")
);
