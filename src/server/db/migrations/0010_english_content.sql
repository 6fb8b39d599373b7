ALTER TABLE "departments" ADD COLUMN "dept_name_en" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_scenes" ADD COLUMN "scene_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "type_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_name_en" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "navigation_entries" ADD COLUMN "navigation_name_en" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_types" ADD COLUMN "type_name_en" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "card_name_en" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "card_introduction_en" varchar(400) DEFAULT '' NOT NULL;