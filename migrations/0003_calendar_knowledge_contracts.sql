CREATE TABLE `calendar_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`date` text NOT NULL,
	`time` text,
	`type` text DEFAULT 'meeting' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`reminder` text DEFAULT '15 minutes before' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `calendar_events_date_idx` ON `calendar_events` (`date`,`time`);--> statement-breakpoint
CREATE TABLE `music_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`variables` text DEFAULT '{}' NOT NULL,
	`content` text NOT NULL,
	`template_key` text,
	`template_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `music_contracts_template_key_idx` ON `music_contracts` (`template_key`);--> statement-breakpoint
CREATE INDEX `music_contracts_status_idx` ON `music_contracts` (`status`);--> statement-breakpoint
CREATE TABLE `knowledge_docs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`citation` text DEFAULT '' NOT NULL,
	`sample_key` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `knowledge_docs_category_idx` ON `knowledge_docs` (`category`);--> statement-breakpoint
CREATE TABLE `knowledge_seeds` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL
);
