CREATE TABLE `action_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`due_date` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licensing_opportunities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`type` text NOT NULL,
	`genre` text,
	`budget` text,
	`deadline` text,
	`status` text DEFAULT 'active' NOT NULL,
	`description` text,
	`contact_email` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `music_supervisors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`company` text,
	`position` text,
	`email` text,
	`genres` text DEFAULT '[]' NOT NULL,
	`contact_status` text DEFAULT 'not_contacted' NOT NULL,
	`response_rate` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`last_contacted` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `platform_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`song_id` integer NOT NULL,
	`opportunity_id` integer NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`notes` text,
	`submitted_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`opportunity_id`) REFERENCES `licensing_opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `platform_submissions_song_idx` ON `platform_submissions` (`song_id`);--> statement-breakpoint
CREATE INDEX `platform_submissions_opportunity_idx` ON `platform_submissions` (`opportunity_id`);--> statement-breakpoint
CREATE TABLE `songs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`artist` text NOT NULL,
	`album` text,
	`genre` text,
	`description` text,
	`promotion_status` text DEFAULT 'not_started' NOT NULL,
	`target_license_types` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sync_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`song_id` integer,
	`target_type` text DEFAULT 'film' NOT NULL,
	`status` text DEFAULT 'planning' NOT NULL,
	`supervisors_targeted` integer DEFAULT 0 NOT NULL,
	`responses_received` integer DEFAULT 0 NOT NULL,
	`placements_achieved` integer DEFAULT 0 NOT NULL,
	`total_revenue` text DEFAULT '0.00' NOT NULL,
	`description` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `promotional_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`channel` text NOT NULL,
	`description` text,
	`content` text,
	`scheduled_date` text,
	`budget` text,
	`status` text DEFAULT 'planned' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `promotional_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotional_activities_campaign_idx` ON `promotional_activities` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `promotional_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`audiobook_id` integer NOT NULL,
	`name` text NOT NULL,
	`objective` text NOT NULL,
	`target_audience` text,
	`budget` text,
	`description` text,
	`start_date` text,
	`end_date` text,
	`channels` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`audiobook_id`) REFERENCES `audiobooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotional_campaigns_book_idx` ON `promotional_campaigns` (`audiobook_id`);