CREATE TABLE "business_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"system_id" varchar(32) NOT NULL,
	"key_id" varchar(40),
	"kind" varchar(24) NOT NULL,
	"external_id" varchar(64) DEFAULT '' NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"http_status" smallint NOT NULL,
	"error_code" varchar(32) DEFAULT '' NOT NULL,
	"error_message" varchar(500) DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_system_keys" (
	"key_id" varchar(40) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"system_id" varchar(32) NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_system_services" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"system_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	CONSTRAINT "business_system_services_system_id_service_id_pk" PRIMARY KEY("system_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "business_systems" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"contact" varchar(200) DEFAULT '' NOT NULL,
	"flow_type" varchar(32) NOT NULL,
	"scopes" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_systems_status_ck" CHECK ("business_systems"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "process_events" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_id" varchar(32) NOT NULL,
	"business_system_id" varchar(32),
	"external_id" varchar(64),
	"type" varchar(16) NOT NULL,
	"node_name" varchar(64) DEFAULT '' NOT NULL,
	"actor_id" varchar(32),
	"opinion" varchar(1000) DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_nodes" DROP CONSTRAINT "process_nodes_result_ck";--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_status_ck";--> statement-breakpoint
ALTER TABLE "staging_rows" ADD COLUMN "url" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staging_rows" ADD COLUMN "process_id" varchar(32);--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "opinion" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "handle_url" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "business_system_id" varchar(32);--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "external_id" varchar(64);--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "business_system_id" varchar(32);--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "external_id" varchar(64);--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "view_url" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "business_system_id" varchar(32);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "external_id" varchar(64);--> statement-breakpoint
ALTER TABLE "business_deliveries" ADD CONSTRAINT "business_deliveries_system_id_business_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "business_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_system_keys" ADD CONSTRAINT "business_system_keys_system_id_business_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "business_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_system_services" ADD CONSTRAINT "business_system_services_system_id_business_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "business_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_system_services" ADD CONSTRAINT "business_system_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_business_system_id_business_systems_id_fk" FOREIGN KEY ("business_system_id") REFERENCES "business_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_deliveries_system_idx" ON "business_deliveries" USING btree ("system_id","created_at");--> statement-breakpoint
CREATE INDEX "business_deliveries_created_idx" ON "business_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_system_keys_system_idx" ON "business_system_keys" USING btree ("system_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_system_services_service_uq" ON "business_system_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_systems_tenant_code_uq" ON "business_systems" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "process_events_process_idx" ON "process_events" USING btree ("process_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "process_events_external_uq" ON "process_events" USING btree ("business_system_id","external_id");--> statement-breakpoint
ALTER TABLE "staging_rows" ADD CONSTRAINT "staging_rows_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_business_system_id_business_systems_id_fk" FOREIGN KEY ("business_system_id") REFERENCES "business_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_business_system_id_business_systems_id_fk" FOREIGN KEY ("business_system_id") REFERENCES "business_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_business_system_id_business_systems_id_fk" FOREIGN KEY ("business_system_id") REFERENCES "business_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staging_rows_process_uq" ON "staging_rows" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_nodes_external_uq" ON "process_nodes" USING btree ("business_system_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_external_uq" ON "processes" USING btree ("business_system_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_uq" ON "messages" USING btree ("business_system_id","external_id");--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_result_ck" CHECK ("process_nodes"."result" in ('pending', 'approved', 'rejected', 'returned', 'cancelled'));--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_status_ck" CHECK ("processes"."status" in ('running', 'returned', 'done', 'rejected', 'withdrawn'));--> statement-breakpoint
-- The configuration menu of 业务系统接入 (businessSystemConfig) for tenants seeded before it; granted to admin roles.
INSERT INTO "config_menus" ("id", "tenant_id", "name", "title", "path", "sort")
SELECT 'business-systems-' || "tenant_id", "tenant_id", 'businessSystemConfig', '业务系统接入', '/userFrameConfig/businessSystemConfig', 130
FROM "tenants" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_config_menus" ("tenant_id", "role_id", "menu_id")
SELECT r."tenant_id", r."id", m."id" FROM "roles" r JOIN "config_menus" m ON m."tenant_id" = r."tenant_id" AND m."name" = 'businessSystemConfig'
WHERE r."role_type" = 'admin' ON CONFLICT DO NOTHING;
