DROP INDEX `grants_deadline_idx`;--> statement-breakpoint
DROP INDEX `grants_status_deadline_idx`;--> statement-breakpoint
CREATE INDEX `grants_deadline_idx` ON `grants` (("deadline" IS NULL),`deadline`);--> statement-breakpoint
CREATE INDEX `grants_status_deadline_idx` ON `grants` (`status`,("deadline" IS NULL),`deadline`);--> statement-breakpoint
CREATE INDEX `audiobook_sales_book_date_idx` ON `audiobook_sales` (`audiobook_id`,`sale_date`);