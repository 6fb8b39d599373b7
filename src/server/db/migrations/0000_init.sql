CREATE TABLE "server_keys" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_menus" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_settings" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"identity_auth_status" smallint DEFAULT 1 NOT NULL,
	"is_self_cas" smallint DEFAULT 0 NOT NULL,
	"cas_login_url" text NOT NULL,
	"cas_logout_url" text NOT NULL,
	"service_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"session_id" varchar(32) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_config_menus" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"menu_id" varchar(32) NOT NULL,
	CONSTRAINT "role_config_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" text NOT NULL,
	"role_type" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" varchar(32),
	"dept_code" varchar(32) NOT NULL,
	"dept_name" varchar(100) NOT NULL,
	"dept_category" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"leader" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_scenes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"scene_name" varchar(50) NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"type_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_name" varchar(100) NOT NULL,
	"service_icon" varchar(64) DEFAULT '' NOT NULL,
	"service_dept_id" varchar(32) NOT NULL,
	"service_scene_id" varchar(32),
	"service_type_id" varchar(32),
	"service_type" varchar(16) NOT NULL,
	"process_type" varchar(16) DEFAULT 'ONLINE' NOT NULL,
	"has_guide" boolean DEFAULT false NOT NULL,
	"access_way" varchar(8) DEFAULT '1' NOT NULL,
	"open_way" integer DEFAULT 1001 NOT NULL,
	"service_url" varchar(500) DEFAULT '' NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" varchar(8) DEFAULT 'all' NOT NULL,
	CONSTRAINT "services_service_type_ck" CHECK ("services"."service_type" in ('APPLICATION', 'PROCESS')),
	CONSTRAINT "services_process_type_ck" CHECK ("services"."process_type" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "services_open_way_ck" CHECK ("services"."open_way" in (1001, 1002, 1003)),
	CONSTRAINT "services_audience_ck" CHECK ("services"."audience" in ('teacher', 'student', 'all')),
	CONSTRAINT "services_visit_count_ck" CHECK ("services"."visit_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "footer_info" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"school_name" varchar(100) DEFAULT '' NOT NULL,
	"copyright" varchar(200) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(64) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"icp" varchar(64) DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_entries" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"navigation_name" varchar(32) NOT NULL,
	"navigation_type" varchar(32) NOT NULL,
	"is_built" smallint DEFAULT 2 NOT NULL,
	"is_auto" smallint DEFAULT 0 NOT NULL,
	"path" varchar(200) NOT NULL,
	"config_path" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "navigation_entries_is_built_ck" CHECK ("navigation_entries"."is_built" in (1, 2)),
	CONSTRAINT "navigation_entries_is_auto_ck" CHECK ("navigation_entries"."is_auto" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "robot_question_config" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"robot_name" varchar(32) NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"is_open" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sso_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_config_menus" ADD CONSTRAINT "role_config_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_config_menus" ADD CONSTRAINT "role_config_menus_menu_id_config_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "config_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_dept_id_departments_id_fk" FOREIGN KEY ("service_dept_id") REFERENCES "departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_scene_id_service_scenes_id_fk" FOREIGN KEY ("service_scene_id") REFERENCES "service_scenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_menus_tenant_name_uq" ON "config_menus" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("tenant_id","account","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_failed_idx" ON "login_attempts" USING btree ("ip","at") WHERE "login_attempts"."ok" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_name_uq" ON "roles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sessions_ticket_hash_uq" ON "sso_sessions" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "sso_sessions_user_idx" ON "sso_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_account_uq" ON "users" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE INDEX "departments_tenant_parent_idx" ON "departments" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_tenant_code_uq" ON "departments" USING btree ("tenant_id","dept_code");--> statement-breakpoint
CREATE INDEX "service_scenes_tenant_sort_idx" ON "service_scenes" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "service_types_tenant_sort_idx" ON "service_types" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "services_tenant_type_idx" ON "services" USING btree ("tenant_id","service_type");--> statement-breakpoint
CREATE INDEX "services_tenant_dept_idx" ON "services" USING btree ("tenant_id","service_dept_id");--> statement-breakpoint
CREATE INDEX "services_tenant_scene_idx" ON "services" USING btree ("tenant_id","service_scene_id");--> statement-breakpoint
CREATE INDEX "services_tenant_visits_idx" ON "services" USING btree ("tenant_id","visit_count");--> statement-breakpoint
CREATE INDEX "services_tenant_released_idx" ON "services" USING btree ("tenant_id","released_at");--> statement-breakpoint
CREATE INDEX "navigation_entries_tenant_sort_idx" ON "navigation_entries" USING btree ("tenant_id","sort");