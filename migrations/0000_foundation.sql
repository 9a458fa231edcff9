CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`message` text NOT NULL,
	`entity_type` text,
	`entity_id` integer,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activities_created_idx` ON `activities` (`created_at`);--> statement-breakpoint
CREATE TABLE `audiobook_sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`audiobook_id` integer NOT NULL,
	`platform` text NOT NULL,
	`sale_date` text NOT NULL,
	`amount` real NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`audiobook_id`) REFERENCES `audiobooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `audiobook_sales_book_idx` ON `audiobook_sales` (`audiobook_id`);--> statement-breakpoint
CREATE TABLE `audiobooks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`author` text NOT NULL,
	`genre` text NOT NULL,
	`description` text,
	`target_audience` text,
	`price` text,
	`series` text,
	`series_book` integer,
	`duration` integer,
	`total_sales` integer DEFAULT 0 NOT NULL,
	`monthly_revenue` text DEFAULT '0' NOT NULL,
	`promotion_status` text DEFAULT 'active' NOT NULL,
	`sales_platforms` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`organization` text NOT NULL,
	`amount` text,
	`deadline` text,
	`description` text,
	`requirements` text,
	`application_url` text,
	`notes` text,
	`status` text DEFAULT 'discovered' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text NOT NULL,
	`amount` text NOT NULL,
	`description` text NOT NULL,
	`due_date` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`paid_date` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`link` text,
	`dedupe_key` text,
	`read_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_idx` ON `notifications` (`dedupe_key`);--> statement-breakpoint
CREATE TABLE `email_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`template` text NOT NULL,
	`recipient_type` text DEFAULT 'radio' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`sent_count` integer DEFAULT 0 NOT NULL,
	`total_recipients` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `radio_stations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`frequency` text,
	`location` text,
	`genre` text,
	`contact_name` text,
	`contact_email` text,
	`website` text,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`last_contacted` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
