CREATE TABLE `email_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`fields` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`error` text,
	`message_id` text,
	`sent_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `email_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_deliveries_campaign_idx` ON `email_deliveries` (`campaign_id`);--> statement-breakpoint
ALTER TABLE `grants` ADD `catalogue_id` text;--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `custom_recipients` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `failed_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `started_at` text;--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `finished_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);