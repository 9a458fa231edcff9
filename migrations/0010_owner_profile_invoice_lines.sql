CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`description` text NOT NULL,
	`quantity` text DEFAULT '1' NOT NULL,
	`unit_price` text NOT NULL,
	`tax_rate` text,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `owner_profile` (
	`id` integer PRIMARY KEY NOT NULL,
	`display_name` text,
	`artist_names` text DEFAULT '[]' NOT NULL,
	`legal_name` text,
	`email` text,
	`phone` text,
	`address` text,
	`website` text,
	`links` text DEFAULT '{}' NOT NULL,
	`bio` text,
	`logo_file` text,
	`logo_type` text,
	`welcomed` integer DEFAULT false NOT NULL,
	`business_name` text,
	`tax_number` text,
	`payment_instructions` text,
	`payment_terms_days` integer DEFAULT 30 NOT NULL,
	`default_tax_rate` text DEFAULT '0' NOT NULL,
	`invoice_prefix` text DEFAULT 'INV-' NOT NULL,
	`invoice_digits` integer DEFAULT 4 NOT NULL,
	`invoice_next_number` integer DEFAULT 1 NOT NULL,
	`invoice_note` text,
	`locale` text,
	`currency` text,
	`time_zone` text,
	`week_start` integer,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `invoices` ADD `client_address` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `subtotal` text DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `tax_total` text DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `tax_rate` text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `note` text;--> statement-breakpoint
-- Invoices made before line items keep working: each becomes one line (quantity 1 at its amount), no tax.
INSERT INTO `invoice_lines` (`invoice_id`, `position`, `description`, `quantity`, `unit_price`)
  SELECT `id`, 0, `description`, '1', `amount` FROM `invoices`;--> statement-breakpoint
UPDATE `invoices` SET `subtotal` = `amount`, `tax_total` = '0.00';
