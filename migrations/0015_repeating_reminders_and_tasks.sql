ALTER TABLE `reminders` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `recurrence` text;