CREATE TABLE "school_sign_ins" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"cas_ticket_hash" varchar(64),
	"oidc_issuer" text,
	"oidc_sub" text,
	"oidc_sid" text,
	"id_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"exchanged_at" timestamp with time zone,
	"session_id" varchar(32),
	"logged_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_flows" (
	"browser_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"next" text NOT NULL,
	"state" varchar(64) DEFAULT '' NOT NULL,
	"nonce" varchar(64) DEFAULT '' NOT NULL,
	"code_verifier" varchar(128) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_secrets" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_sign_ins" ADD CONSTRAINT "school_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_ins" ADD CONSTRAINT "school_sign_ins_session_id_sso_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_sign_ins_code_uq" ON "school_sign_ins" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "school_sign_ins_ticket_uq" ON "school_sign_ins" USING btree ("cas_ticket_hash");--> statement-breakpoint
CREATE INDEX "school_sign_ins_session_idx" ON "school_sign_ins" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "school_sign_ins_oidc_idx" ON "school_sign_ins" USING btree ("tenant_id","oidc_sub");--> statement-breakpoint
CREATE INDEX "sign_in_flows_expires_idx" ON "sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
-- The configuration menu of the sign-in area (identityAuthConfig) for tenants seeded before it; granted to admin roles.
INSERT INTO "config_menus" ("id", "tenant_id", "name", "title", "path", "sort")
SELECT 'identity-auth-' || "tenant_id", "tenant_id", 'identityAuthConfig', '统一身份认证', '/userFrameConfig/identityAuthConfig', 120
FROM "tenants" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_config_menus" ("tenant_id", "role_id", "menu_id")
SELECT r."tenant_id", r."id", m."id" FROM "roles" r JOIN "config_menus" m ON m."tenant_id" = r."tenant_id" AND m."name" = 'identityAuthConfig'
WHERE r."role_type" = 'admin' ON CONFLICT DO NOTHING;
