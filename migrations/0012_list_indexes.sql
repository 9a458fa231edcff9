DROP INDEX `knowledge_docs_category_idx`;--> statement-breakpoint
CREATE INDEX `knowledge_docs_created_idx` ON `knowledge_docs` (`created_at`);--> statement-breakpoint
CREATE INDEX `knowledge_docs_category_idx` ON `knowledge_docs` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `audiobooks_created_idx` ON `audiobooks` (`created_at`);--> statement-breakpoint
CREATE INDEX `grants_created_idx` ON `grants` (`created_at`);--> statement-breakpoint
CREATE INDEX `grants_status_created_idx` ON `grants` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `grants_deadline_idx` ON `grants` (`deadline`);--> statement-breakpoint
CREATE INDEX `grants_status_deadline_idx` ON `grants` (`status`,`deadline`);--> statement-breakpoint
CREATE INDEX `radio_stations_created_idx` ON `radio_stations` (`created_at`);--> statement-breakpoint
CREATE INDEX `radio_stations_status_created_idx` ON `radio_stations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tasks_list_priority_idx` ON `tasks` (`status`,(CASE "priority" WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END),("due_date" IS NULL),`due_date`);--> statement-breakpoint
CREATE INDEX `tasks_due_idx` ON `tasks` (("due_date" IS NULL),`due_date`);