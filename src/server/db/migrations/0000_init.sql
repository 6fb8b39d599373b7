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
	"end_reason" varchar(32),
	"role_id" varchar(32)
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
	"favorites_version" integer DEFAULT 0 NOT NULL,
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
	"role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "card_columns" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"card_id" varchar(32) NOT NULL,
	"column_name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"data_source" jsonb NOT NULL,
	"remind_todo_num" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_role_auth" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"card_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"in_default" smallint DEFAULT 0 NOT NULL,
	"mandatory" smallint DEFAULT 0 NOT NULL,
	"default_sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_role_auth_card_id_role_id_pk" PRIMARY KEY("card_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "card_types" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"type_name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"type_id" varchar(32) NOT NULL,
	"card_kind" varchar(32) NOT NULL,
	"card_name" varchar(20) NOT NULL,
	"card_introduction" varchar(200) DEFAULT '' NOT NULL,
	"display_rows" smallint DEFAULT 1 NOT NULL,
	"url" varchar(1000) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_display_rows_ck" CHECK ("cards"."display_rows" between 1 and 3),
	CONSTRAINT "cards_status_ck" CHECK ("cards"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "external_apis" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"api_name" varchar(50) NOT NULL,
	"url" varchar(500) NOT NULL,
	"method" varchar(8) NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_path" varchar(200) DEFAULT '' NOT NULL,
	"timeout_ms" integer DEFAULT 3000 NOT NULL,
	"cache_seconds" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staging_rows" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"table_key" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_card_layouts" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"card_id" varchar(32) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "user_card_layouts_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "process_nodes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_id" varchar(32) NOT NULL,
	"flow_type" varchar(32) NOT NULL,
	"seq" smallint NOT NULL,
	"node_name" varchar(64) NOT NULL,
	"handler_id" varchar(32) NOT NULL,
	"dept_id" varchar(32) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"time_limit_hours" integer DEFAULT 0 NOT NULL,
	"result" varchar(16) DEFAULT 'pending' NOT NULL,
	CONSTRAINT "process_nodes_result_ck" CHECK ("process_nodes"."result" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"applicant_id" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"flow_type" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "processes_status_ck" CHECK ("processes"."status" in ('running', 'done', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "service_favorites" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_favorites_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"message_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" varchar(32) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"message_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id"),
	CONSTRAINT "message_recipients_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"from_user_id" varchar(32),
	"from_user_name" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"content_type" varchar(8) DEFAULT 'text' NOT NULL,
	"url" varchar(1000) DEFAULT '' NOT NULL,
	"important" smallint DEFAULT 0 NOT NULL,
	"open_window" varchar(8) DEFAULT '1' NOT NULL,
	"offline_no_push_msg" smallint DEFAULT 0 NOT NULL,
	"is_public" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"semester_id" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_tools" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"tools_name" varchar(32) NOT NULL,
	"tools_icon" varchar(500) NOT NULL,
	"url" varchar(1000) NOT NULL,
	"open_way" integer DEFAULT 1003 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(32) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_settings" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"is_show_msg" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"channel" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"data_source" varchar(32) DEFAULT 'Website' NOT NULL,
	"field_set" varchar(16) DEFAULT '' NOT NULL,
	"cover_image" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(1000) DEFAULT '' NOT NULL,
	"release_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_navigations" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(32) NOT NULL,
	"icon" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(1000) NOT NULL,
	"open_way" integer DEFAULT 1003 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "semesters" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_recommendations" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"role_id" varchar(32),
	"reason" varchar(100) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_special_items" (
	"special_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_special_items_special_id_service_id_pk" PRIMARY KEY("special_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_specials" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"theme_name" varchar(32) NOT NULL,
	"theme_color" varchar(7) NOT NULL,
	"theme_img" varchar(500) DEFAULT '' NOT NULL,
	"theme_img_border_color" varchar(32) DEFAULT '' NOT NULL,
	"waiting_bg_img" varchar(500) DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_themes" (
	"user_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"theme_id" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_shelf_label_items" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"label_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_shelf_label_items_label_id_service_id_pk" PRIMARY KEY("label_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_shelf_labels" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"label_name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_stats" (
	"service_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_stats_rating_avg_ck" CHECK ("service_stats"."rating_avg" >= 0 and "service_stats"."rating_avg" <= 5),
	CONSTRAINT "service_stats_rating_count_ck" CHECK ("service_stats"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"user_id" varchar(32),
	"client_key" varchar(80) NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_labels" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"label_name" varchar(20) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_labels_kind_ck" CHECK ("rating_labels"."kind" in ('positive', 'neutral', 'negative'))
);
--> statement-breakpoint
CREATE TABLE "sensitive_word_hits" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32),
	"word" varchar(50) NOT NULL,
	"source" varchar(32) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"word" varchar(50) NOT NULL,
	"category" varchar(16) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_rating_labels" (
	"rating_id" varchar(32) NOT NULL,
	"label_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	CONSTRAINT "service_rating_labels_rating_id_label_id_pk" PRIMARY KEY("rating_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "service_rating_summaries" (
	"service_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"score_1" integer DEFAULT 0 NOT NULL,
	"score_2" integer DEFAULT 0 NOT NULL,
	"score_3" integer DEFAULT 0 NOT NULL,
	"score_4" integer DEFAULT 0 NOT NULL,
	"score_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_ratings" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"visit_id" bigint,
	"score" smallint NOT NULL,
	"comment" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_ratings_score_ck" CHECK ("service_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pre_login_carousel" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(50) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"link_url" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_login_configs" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_profiles" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"school_name" varchar(100) NOT NULL,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"intro" varchar(2000) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_platforms" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(50) NOT NULL,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_versions" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keyword_daily" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"day" date NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_daily_tenant_id_day_keyword_pk" PRIMARY KEY("tenant_id","day","keyword"),
	CONSTRAINT "search_keyword_daily_count_ck" CHECK ("search_keyword_daily"."search_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_pinned_words" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"word" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_zero_results" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"role_type" varchar(32) NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_zero_results_tenant_id_keyword_role_type_pk" PRIMARY KEY("tenant_id","keyword","role_type")
);
--> statement-breakpoint
CREATE TABLE "service_guides" (
	"service_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees" varchar(200) DEFAULT '' NOT NULL,
	"time_limit" varchar(100) DEFAULT '' NOT NULL,
	"department" varchar(100) DEFAULT '' NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"contact_phone" varchar(50) DEFAULT '' NOT NULL,
	"handling" varchar(8) DEFAULT 'ONLINE' NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_guides_handling_ck" CHECK ("service_guides"."handling" in ('ONLINE', 'OFFLINE'))
);
--> statement-breakpoint
CREATE TABLE "dept_duties" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"dept_id" varchar(32) NOT NULL,
	"duty_code" varchar(32) NOT NULL,
	"duty_name" varchar(100) NOT NULL,
	"duty_type" varchar(16) DEFAULT '' NOT NULL,
	"basis" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dept_duties_type_ck" CHECK ("dept_duties"."duty_type" in ('', 'MAIN', 'COOPERATE', 'SERVICE', 'SUPERVISE'))
);
--> statement-breakpoint
CREATE TABLE "duty_services" (
	"duty_id" varchar(32) NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "duty_services_duty_id_service_id_pk" PRIMARY KEY("duty_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "three_list_configs" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_feedback_history" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"feedback_id" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" varchar(32),
	"operator_name" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_feedbacks" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"scene_id" varchar(32),
	"question" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"record_id" varchar(32),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_feedbacks_status_ck" CHECK ("question_feedbacks"."status" in ('pending', 'processing', 'replied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "robot_index_versions" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_question_records" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32),
	"question" varchar(200) NOT NULL,
	"question_id" varchar(32),
	"solved" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"solved_at" timestamp with time zone,
	CONSTRAINT "robot_question_records_solved_ck" CHECK ("robot_question_records"."solved" is null or "robot_question_records"."solved" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "robot_question_scenes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"scene_name" varchar(32) NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_questions" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"scene_id" varchar(32) NOT NULL,
	"question" varchar(200) NOT NULL,
	"answer" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" varchar(8) DEFAULT 'public' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"solved_count" integer DEFAULT 0 NOT NULL,
	"unsolved_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_questions_visibility_ck" CHECK ("robot_questions"."visibility" in ('public', 'user')),
	CONSTRAINT "robot_questions_status_ck" CHECK ("robot_questions"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "chat_accounts" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"avatar" varchar(1000) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"pair_key" varchar(80) NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_message_type" varchar(8),
	"last_preview" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"peer_id" varchar(32) NOT NULL,
	"peer_type" varchar(8) NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"pinned_at" timestamp with time zone,
	CONSTRAINT "chat_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" varchar(32) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"sender_type" varchar(8) NOT NULL,
	"sender_id" varchar(32) NOT NULL,
	"type" varchar(8) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_id" varchar(32),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_stream_tickets" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"session_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_pushes" (
	"delivery_id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_bindings" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"external_id" varchar(128) NOT NULL,
	"external_name" varchar(64) DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_policies" (
	"tenant_id" varchar(12) PRIMARY KEY DEFAULT '000000' NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"require_upper" smallint NOT NULL,
	"require_lower" smallint NOT NULL,
	"require_digit" smallint NOT NULL,
	"require_symbol" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_policies_length_ck" CHECK ("password_policies"."min_length" >= 6 and "password_policies"."max_length" >= "password_policies"."min_length" and "password_policies"."max_length" <= 128)
);
--> statement-breakpoint
CREATE TABLE "system_access_links" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"url" varchar(1000) NOT NULL,
	"icon" varchar(1000) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"category" varchar(32) DEFAULT '' NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "config_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"area" varchar(32) NOT NULL,
	"action" varchar(16) NOT NULL,
	"object_id" varchar(64) DEFAULT '' NOT NULL,
	"summary" varchar(100) DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"version" integer,
	"user_id" varchar(32) NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_drafts" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"area" varchar(32) NOT NULL,
	"body" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" varchar(64) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_drafts_tenant_id_area_pk" PRIMARY KEY("tenant_id","area")
);
--> statement-breakpoint
CREATE TABLE "config_versions" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"area" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_version" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"change_count" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_by_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_versions_tenant_id_area_version_pk" PRIMARY KEY("tenant_id","area","version")
);
--> statement-breakpoint
CREATE TABLE "efficiency_node_days" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"day" date NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"dept_id" varchar(32) NOT NULL,
	"node_name" varchar(64) NOT NULL,
	"nodes" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"decided_seconds" bigint DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "efficiency_node_days_tenant_id_day_service_id_dept_id_node_name_pk" PRIMARY KEY("tenant_id","day","service_id","dept_id","node_name")
);
--> statement-breakpoint
CREATE TABLE "efficiency_refreshes" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"open_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "efficiency_report_configs" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efficiency_service_days" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"day" date NOT NULL,
	"service_id" varchar(32) NOT NULL,
	"flow_type" varchar(32) NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"running" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"finished_seconds" bigint DEFAULT 0 NOT NULL,
	"timeout_processes" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "efficiency_service_days_tenant_id_day_service_id_pk" PRIMARY KEY("tenant_id","day","service_id")
);
--> statement-breakpoint
CREATE TABLE "process_likes" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_likes_process_id_user_id_pk" PRIMARY KEY("process_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_file_chunks" (
	"file_id" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"offset" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "spreadsheet_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_files" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"owner_id" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"list_name" varchar(32) NOT NULL,
	"file_name" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"sheet_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_job_errors" (
	"job_id" varchar(64) NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "spreadsheet_job_errors_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_jobs" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"kind" varchar(8) NOT NULL,
	"list_name" varchar(32) NOT NULL,
	"owner_id" varchar(32) NOT NULL,
	"idempotency_key" varchar(64),
	"params" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'queued' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"total_num" integer DEFAULT 0 NOT NULL,
	"finish_num" integer DEFAULT 0 NOT NULL,
	"new_insert_num" integer DEFAULT 0 NOT NULL,
	"update_num" integer DEFAULT 0 NOT NULL,
	"jump_num" integer DEFAULT 0 NOT NULL,
	"fail_num" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"error_msg" text DEFAULT '' NOT NULL,
	"file_id" varchar(64),
	"error_file_id" varchar(64),
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sso_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_config_menus" ADD CONSTRAINT "role_config_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_config_menus" ADD CONSTRAINT "role_config_menus_menu_id_config_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "config_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_dept_id_departments_id_fk" FOREIGN KEY ("service_dept_id") REFERENCES "departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_scene_id_service_scenes_id_fk" FOREIGN KEY ("service_scene_id") REFERENCES "service_scenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_columns" ADD CONSTRAINT "card_columns_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_role_auth" ADD CONSTRAINT "card_role_auth_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_role_auth" ADD CONSTRAINT "card_role_auth_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_type_id_card_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "card_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_rows" ADD CONSTRAINT "staging_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_card_layouts" ADD CONSTRAINT "user_card_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_card_layouts" ADD CONSTRAINT "user_card_layouts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favorites" ADD CONSTRAINT "service_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favorites" ADD CONSTRAINT "service_favorites_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "semesters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recommendations" ADD CONSTRAINT "service_recommendations_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recommendations" ADD CONSTRAINT "service_recommendations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_special_items" ADD CONSTRAINT "service_special_items_special_id_service_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "service_specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_special_items" ADD CONSTRAINT "service_special_items_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_themes" ADD CONSTRAINT "user_themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_themes" ADD CONSTRAINT "user_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_shelf_label_items" ADD CONSTRAINT "service_shelf_label_items_label_id_service_shelf_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "service_shelf_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_shelf_label_items" ADD CONSTRAINT "service_shelf_label_items_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stats" ADD CONSTRAINT "service_stats_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rating_labels" ADD CONSTRAINT "service_rating_labels_rating_id_service_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "service_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rating_labels" ADD CONSTRAINT "service_rating_labels_label_id_rating_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "rating_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rating_summaries" ADD CONSTRAINT "service_rating_summaries_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ratings" ADD CONSTRAINT "service_ratings_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ratings" ADD CONSTRAINT "service_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ratings" ADD CONSTRAINT "service_ratings_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "service_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_login_carousel" ADD CONSTRAINT "pre_login_carousel_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_guides" ADD CONSTRAINT "service_guides_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dept_duties" ADD CONSTRAINT "dept_duties_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_services" ADD CONSTRAINT "duty_services_duty_id_dept_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "dept_duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_services" ADD CONSTRAINT "duty_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback_history" ADD CONSTRAINT "question_feedback_history_feedback_id_question_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "question_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback_history" ADD CONSTRAINT "question_feedback_history_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_scene_id_robot_question_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "robot_question_scenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_record_id_robot_question_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "robot_question_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_question_records" ADD CONSTRAINT "robot_question_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_question_records" ADD CONSTRAINT "robot_question_records_question_id_robot_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "robot_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_questions" ADD CONSTRAINT "robot_questions_scene_id_robot_question_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "robot_question_scenes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_session_id_sso_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_pushes" ADD CONSTRAINT "notice_pushes_delivery_id_message_recipients_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "message_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_pushes" ADD CONSTRAINT "notice_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_bindings" ADD CONSTRAINT "account_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_likes" ADD CONSTRAINT "process_likes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_likes" ADD CONSTRAINT "process_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_file_chunks" ADD CONSTRAINT "spreadsheet_file_chunks_file_id_spreadsheet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "spreadsheet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_job_errors" ADD CONSTRAINT "spreadsheet_job_errors_job_id_spreadsheet_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "spreadsheet_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "navigation_entries_tenant_sort_idx" ON "navigation_entries" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "card_columns_card_sort_idx" ON "card_columns" USING btree ("card_id","sort");--> statement-breakpoint
CREATE INDEX "card_role_auth_role_idx" ON "card_role_auth" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "card_types_tenant_sort_idx" ON "card_types" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "cards_tenant_type_idx" ON "cards" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "external_apis_tenant_idx" ON "external_apis" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staging_rows_user_table_idx" ON "staging_rows" USING btree ("user_id","table_key","created_at");--> statement-breakpoint
CREATE INDEX "process_nodes_handler_open_idx" ON "process_nodes" USING btree ("handler_id","started_at") WHERE "process_nodes"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "process_nodes_handler_flow_open_idx" ON "process_nodes" USING btree ("handler_id","flow_type","started_at","time_limit_hours") WHERE "process_nodes"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "process_nodes_process_idx" ON "process_nodes" USING btree ("process_id","seq");--> statement-breakpoint
CREATE INDEX "process_nodes_tenant_dept_idx" ON "process_nodes" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "process_nodes_handler_started_idx" ON "process_nodes" USING btree ("handler_id","started_at");--> statement-breakpoint
CREATE INDEX "processes_tenant_started_idx" ON "processes" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "processes_applicant_idx" ON "processes" USING btree ("applicant_id","status");--> statement-breakpoint
CREATE INDEX "processes_service_idx" ON "processes" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "processes_tenant_running_idx" ON "processes" USING btree ("tenant_id","started_at") WHERE "processes"."status" = 'running';--> statement-breakpoint
CREATE INDEX "message_recipients_user_idx" ON "message_recipients" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "messages_tenant_created_idx" ON "messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_events_semester_idx" ON "calendar_events" USING btree ("semester_id","start_date");--> statement-breakpoint
CREATE INDEX "common_tools_tenant_sort_idx" ON "common_tools" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "holidays_tenant_start_idx" ON "holidays" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "news_tenant_channel_release_idx" ON "news_articles" USING btree ("tenant_id","channel","release_time");--> statement-breakpoint
CREATE INDEX "quick_navigations_tenant_sort_idx" ON "quick_navigations" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "semesters_tenant_start_idx" ON "semesters" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "service_recommendations_tenant_role_idx" ON "service_recommendations" USING btree ("tenant_id","role_id","sort");--> statement-breakpoint
CREATE INDEX "service_specials_tenant_sort_idx" ON "service_specials" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "themes_tenant_sort_idx" ON "themes" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "service_shelf_label_items_service_idx" ON "service_shelf_label_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_shelf_labels_tenant_sort_idx" ON "service_shelf_labels" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "service_stats_tenant_rating_idx" ON "service_stats" USING btree ("tenant_id","rating_avg","rating_count");--> statement-breakpoint
CREATE INDEX "service_visits_client_idx" ON "service_visits" USING btree ("service_id","client_key","visited_at");--> statement-breakpoint
CREATE INDEX "service_visits_tenant_time_idx" ON "service_visits" USING btree ("tenant_id","visited_at");--> statement-breakpoint
CREATE INDEX "rating_labels_tenant_kind_idx" ON "rating_labels" USING btree ("tenant_id","kind","sort");--> statement-breakpoint
CREATE INDEX "sensitive_word_hits_tenant_created_idx" ON "sensitive_word_hits" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_tenant_word_uq" ON "sensitive_words" USING btree ("tenant_id","word");--> statement-breakpoint
CREATE INDEX "service_rating_labels_service_idx" ON "service_rating_labels" USING btree ("service_id","label_id");--> statement-breakpoint
CREATE INDEX "service_ratings_user_service_idx" ON "service_ratings" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_ratings_visit_uq" ON "service_ratings" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "service_ratings_service_created_idx" ON "service_ratings" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_login_carousel_tenant_sort_idx" ON "pre_login_carousel" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "third_party_platforms_tenant_sort_idx" ON "third_party_platforms" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "search_keyword_daily_tenant_day_idx" ON "search_keyword_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "search_pinned_words_tenant_word_uq" ON "search_pinned_words" USING btree ("tenant_id","word");--> statement-breakpoint
CREATE INDEX "search_synonyms_tenant_idx" ON "search_synonyms" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "search_zero_results_tenant_count_idx" ON "search_zero_results" USING btree ("tenant_id","search_count");--> statement-breakpoint
CREATE INDEX "service_guides_tenant_idx" ON "service_guides" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dept_duties_tenant_code_uq" ON "dept_duties" USING btree ("tenant_id","duty_code");--> statement-breakpoint
CREATE INDEX "dept_duties_tenant_dept_idx" ON "dept_duties" USING btree ("tenant_id","dept_id","sort");--> statement-breakpoint
CREATE INDEX "duty_services_service_idx" ON "duty_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "question_feedback_history_feedback_idx" ON "question_feedback_history" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "question_feedbacks_user_created_idx" ON "question_feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "question_feedbacks_tenant_status_idx" ON "question_feedbacks" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "robot_question_records_tenant_created_idx" ON "robot_question_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "robot_question_records_user_idx" ON "robot_question_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_question_scenes_tenant_name_uq" ON "robot_question_scenes" USING btree ("tenant_id","scene_name");--> statement-breakpoint
CREATE INDEX "robot_question_scenes_tenant_sort_idx" ON "robot_question_scenes" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "robot_questions_tenant_scene_idx" ON "robot_questions" USING btree ("tenant_id","scene_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_uq" ON "chat_conversations" USING btree ("tenant_id","pair_key");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_id_uq" ON "chat_messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "chat_stream_tickets_user_idx" ON "chat_stream_tickets" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "account_bindings_user_idx" ON "account_bindings" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "system_access_links_tenant_sort_idx" ON "system_access_links" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "config_audit_log_area_idx" ON "config_audit_log" USING btree ("tenant_id","area","id");--> statement-breakpoint
CREATE INDEX "config_audit_log_object_idx" ON "config_audit_log" USING btree ("tenant_id","area","object_id","id");--> statement-breakpoint
CREATE INDEX "efficiency_node_days_service_idx" ON "efficiency_node_days" USING btree ("tenant_id","service_id","day");--> statement-breakpoint
CREATE INDEX "spreadsheet_files_created_idx" ON "spreadsheet_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_jobs_idem_uq" ON "spreadsheet_jobs" USING btree ("tenant_id","owner_id","kind","list_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "spreadsheet_jobs_state_idx" ON "spreadsheet_jobs" USING btree ("state","created_at");