CREATE TABLE `ab_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`test_type` text NOT NULL,
	`sample_size` integer DEFAULT 1000 NOT NULL,
	`confidence_level` integer DEFAULT 95 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`started_at` text,
	`ended_at` text,
	`winner_variant_id` integer,
	`conclusion` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ab_observations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`exposures` integer NOT NULL,
	`conversions` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `ab_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `ab_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ab_observations_variant_idx` ON `ab_observations` (`variant_id`);--> statement-breakpoint
CREATE TABLE `ab_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`metric` text DEFAULT 'conversion_rate' NOT NULL,
	`value` integer NOT NULL,
	`sample_size` integer NOT NULL,
	`conversion_rate` real NOT NULL,
	`confidence_interval` text NOT NULL,
	`statistical_significance` real,
	`p_value` real,
	`z_score` real,
	`chance_to_win` real,
	`lift` real,
	`is_winner` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `ab_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `ab_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ab_results_campaign_idx` ON `ab_results` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `ab_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_control` integer DEFAULT false NOT NULL,
	`traffic_percentage` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `ab_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ab_variants_campaign_idx` ON `ab_variants` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `automation_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`ai_generated` integer DEFAULT false NOT NULL,
	`description` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `automation_jobs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `automation_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`run_count` integer DEFAULT 0 NOT NULL,
	`success_count` integer DEFAULT 0 NOT NULL,
	`config` text NOT NULL,
	`next_run_at` text,
	`last_run_at` text,
	`last_result` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `automation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`trigger` text NOT NULL,
	`status` text NOT NULL,
	`summary` text,
	`error` text,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `automation_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `automation_runs_job_idx` ON `automation_runs` (`job_id`);--> statement-breakpoint
CREATE TABLE `automation_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer,
	`campaign_id` integer,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`scheduled_for` text NOT NULL,
	`platform` text,
	`description` text,
	`ai_generated` integer DEFAULT false NOT NULL,
	`dedupe_key` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `automation_jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`campaign_id`) REFERENCES `automation_campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `automation_tasks_sched_idx` ON `automation_tasks` (`status`,`scheduled_for`);--> statement-breakpoint
CREATE INDEX `automation_tasks_dedupe_idx` ON `automation_tasks` (`dedupe_key`);--> statement-breakpoint
CREATE TABLE `metric_samples` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`metric_id` integer NOT NULL,
	`value` real NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`metric_id`) REFERENCES `monitoring_metrics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `metric_samples_metric_idx` ON `metric_samples` (`metric_id`,`at`);--> statement-breakpoint
CREATE TABLE `monitoring_metrics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`metric_type` text NOT NULL,
	`current_value` text DEFAULT '0.00' NOT NULL,
	`alert_threshold` real,
	`time_window` text DEFAULT '1h' NOT NULL,
	`is_alert_triggered` integer DEFAULT false NOT NULL,
	`breached` integer DEFAULT false NOT NULL,
	`basis` text,
	`sample_count` integer DEFAULT 0 NOT NULL,
	`last_alert_at` text,
	`last_checked_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_performance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_id` text NOT NULL,
	`content_type` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`platform` text,
	`content` text,
	`timestamp` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_performance_content_idx` ON `content_performance` (`content_id`);--> statement-breakpoint
CREATE INDEX `content_performance_time_idx` ON `content_performance` (`timestamp`);--> statement-breakpoint
CREATE TABLE `optimization_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`suggestion_type` text NOT NULL,
	`original_content` text NOT NULL,
	`suggested_content` text NOT NULL,
	`reasoning` text NOT NULL,
	`confidence` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`content_id` text,
	`source` text DEFAULT 'heuristic' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
