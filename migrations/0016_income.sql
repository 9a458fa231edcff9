CREATE TABLE `import_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`header_key` text NOT NULL,
	`source` text NOT NULL,
	`mapping` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_mappings_header_key_unique` ON `import_mappings` (`header_key`);--> statement-breakpoint
CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'income' NOT NULL,
	`format` text NOT NULL,
	`source` text NOT NULL,
	`file_name` text NOT NULL,
	`file_hash` text NOT NULL,
	`status` text DEFAULT 'preview' NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`duplicates` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`imported` integer DEFAULT 0 NOT NULL,
	`period_from` text,
	`period_to` text,
	`totals` text DEFAULT '{}' NOT NULL,
	`titles` text DEFAULT '[]' NOT NULL,
	`problems` text DEFAULT '[]' NOT NULL,
	`target` text,
	`payload` text,
	`created` text,
	`created_at` text NOT NULL,
	`committed_at` text
);
--> statement-breakpoint
CREATE INDEX `imports_created_idx` ON `imports` (`created_at`);--> statement-breakpoint
CREATE TABLE `income_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_id` integer NOT NULL,
	`source` text NOT NULL,
	`store` text,
	`country` text,
	`title` text NOT NULL,
	`artist` text,
	`isrc` text,
	`upc` text,
	`isbn` text,
	`asin` text,
	`quantity` integer DEFAULT 0 NOT NULL,
	`amount` text NOT NULL,
	`amount_nanos` integer NOT NULL,
	`currency` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`reported_on` text,
	`fingerprint` text NOT NULL,
	`pending` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `income_entries_fingerprint_idx` ON `income_entries` (`fingerprint`);--> statement-breakpoint
CREATE INDEX `income_entries_period_idx` ON `income_entries` (`pending`,`period_start`);--> statement-breakpoint
CREATE INDEX `income_entries_import_idx` ON `income_entries` (`import_id`);--> statement-breakpoint
ALTER TABLE `calendar_events` ADD `uid` text;--> statement-breakpoint
CREATE INDEX `calendar_events_uid_idx` ON `calendar_events` (`uid`);