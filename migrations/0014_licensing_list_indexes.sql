CREATE INDEX `licensing_opportunities_created_idx` ON `licensing_opportunities` (`created_at`);--> statement-breakpoint
CREATE INDEX `licensing_opportunities_type_created_idx` ON `licensing_opportunities` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `music_supervisors_created_idx` ON `music_supervisors` (`created_at`);--> statement-breakpoint
CREATE INDEX `music_supervisors_status_created_idx` ON `music_supervisors` (`contact_status`,`created_at`);