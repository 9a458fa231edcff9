-- Full-text index over knowledge documents (title, content, tags), kept in step with knowledge_docs by triggers.
CREATE VIRTUAL TABLE `knowledge_fts` USING fts5(
	`title`, `content`, `tags`,
	content='knowledge_docs', content_rowid='id',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `knowledge_docs_fts_ai` AFTER INSERT ON `knowledge_docs` BEGIN
	INSERT INTO `knowledge_fts`(rowid, `title`, `content`, `tags`) VALUES (new.`id`, new.`title`, new.`content`, new.`tags`);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_docs_fts_ad` AFTER DELETE ON `knowledge_docs` BEGIN
	INSERT INTO `knowledge_fts`(`knowledge_fts`, rowid, `title`, `content`, `tags`) VALUES ('delete', old.`id`, old.`title`, old.`content`, old.`tags`);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_docs_fts_au` AFTER UPDATE ON `knowledge_docs` BEGIN
	INSERT INTO `knowledge_fts`(`knowledge_fts`, rowid, `title`, `content`, `tags`) VALUES ('delete', old.`id`, old.`title`, old.`content`, old.`tags`);
	INSERT INTO `knowledge_fts`(rowid, `title`, `content`, `tags`) VALUES (new.`id`, new.`title`, new.`content`, new.`tags`);
END;
--> statement-breakpoint
INSERT INTO `knowledge_fts`(`knowledge_fts`) VALUES ('rebuild');
