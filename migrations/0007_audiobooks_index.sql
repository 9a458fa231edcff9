DROP INDEX `audiobook_sales_book_idx`;--> statement-breakpoint
CREATE INDEX `audiobook_sales_book_sums_idx` ON `audiobook_sales` (`audiobook_id`,`platform`,`currency`,`sale_date`,`amount`);--> statement-breakpoint
CREATE INDEX `audiobook_sales_date_idx` ON `audiobook_sales` (`sale_date`,`audiobook_id`,`platform`,`currency`,`amount`);