-- A version per table of the owner's records that the assistant keeps in memory between messages: every insert,
-- update and delete sets it to a new random number, and a rolled-back write puts the old one back with the rows.
-- Caches (src/lib/table-versions.ts) compare it instead of reading ten years of rows again for each message.
CREATE TABLE `table_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `table_versions` (`name`, `version`) VALUES ('tasks', 0), ('invoices', 0), ('radio_stations', 0), ('grants', 0), ('music_supervisors', 0), ('action_items', 0), ('audiobooks', 0), ('audiobook_sales', 0);
--> statement-breakpoint
CREATE TRIGGER `tasks_version_ai` AFTER INSERT ON `tasks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'tasks';
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_version_au` AFTER UPDATE ON `tasks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'tasks';
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_version_ad` AFTER DELETE ON `tasks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'tasks';
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_version_ai` AFTER INSERT ON `invoices` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'invoices';
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_version_au` AFTER UPDATE ON `invoices` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'invoices';
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_version_ad` AFTER DELETE ON `invoices` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'invoices';
END;
--> statement-breakpoint
CREATE TRIGGER `radio_stations_version_ai` AFTER INSERT ON `radio_stations` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'radio_stations';
END;
--> statement-breakpoint
CREATE TRIGGER `radio_stations_version_au` AFTER UPDATE ON `radio_stations` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'radio_stations';
END;
--> statement-breakpoint
CREATE TRIGGER `radio_stations_version_ad` AFTER DELETE ON `radio_stations` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'radio_stations';
END;
--> statement-breakpoint
CREATE TRIGGER `grants_version_ai` AFTER INSERT ON `grants` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'grants';
END;
--> statement-breakpoint
CREATE TRIGGER `grants_version_au` AFTER UPDATE ON `grants` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'grants';
END;
--> statement-breakpoint
CREATE TRIGGER `grants_version_ad` AFTER DELETE ON `grants` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'grants';
END;
--> statement-breakpoint
CREATE TRIGGER `music_supervisors_version_ai` AFTER INSERT ON `music_supervisors` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'music_supervisors';
END;
--> statement-breakpoint
CREATE TRIGGER `music_supervisors_version_au` AFTER UPDATE ON `music_supervisors` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'music_supervisors';
END;
--> statement-breakpoint
CREATE TRIGGER `music_supervisors_version_ad` AFTER DELETE ON `music_supervisors` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'music_supervisors';
END;
--> statement-breakpoint
CREATE TRIGGER `action_items_version_ai` AFTER INSERT ON `action_items` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'action_items';
END;
--> statement-breakpoint
CREATE TRIGGER `action_items_version_au` AFTER UPDATE ON `action_items` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'action_items';
END;
--> statement-breakpoint
CREATE TRIGGER `action_items_version_ad` AFTER DELETE ON `action_items` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'action_items';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_ai` AFTER INSERT ON `audiobooks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_au` AFTER UPDATE ON `audiobooks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_ad` AFTER DELETE ON `audiobooks` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobook_sales_version_ai` AFTER INSERT ON `audiobook_sales` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobook_sales';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobook_sales_version_au` AFTER UPDATE ON `audiobook_sales` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobook_sales';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobook_sales_version_ad` AFTER DELETE ON `audiobook_sales` BEGIN
	UPDATE `table_versions` SET `version` = random() WHERE `name` = 'audiobook_sales';
END;
