CREATE TABLE `auth_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`passphrase_check` text
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `backup_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`reason` text NOT NULL,
	`size_bytes` integer DEFAULT 0 NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`error` text,
	`destinations` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `backup_runs_name_unique` ON `backup_runs` (`name`);--> statement-breakpoint
CREATE TABLE `backup_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`schedule` text DEFAULT '0 3 * * *' NOT NULL,
	`keep_daily` integer DEFAULT 7 NOT NULL,
	`keep_weekly` integer DEFAULT 4 NOT NULL,
	`keep_monthly` integer DEFAULT 6 NOT NULL,
	`folder` text,
	`s3_endpoint` text,
	`s3_bucket` text,
	`s3_prefix` text,
	`s3_region` text,
	`s3_access_key_id` text,
	`s3_secret_access_key` text,
	`passphrase` text,
	`updated_at` text NOT NULL
);
