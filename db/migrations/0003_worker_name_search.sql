-- Full-text index of worker names (issue: the list must stay quick at 100,000 workers). An external-
-- content FTS5 table over workers, accent-insensitive, kept in step by triggers. drizzle-kit cannot
-- describe virtual tables, hence this hand-written migration.
CREATE VIRTUAL TABLE `workers_name_fts` USING fts5(
	first_name, last_name, maiden_name,
	content='workers', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `workers_name_fts_after_insert` AFTER INSERT ON `workers` BEGIN
	INSERT INTO workers_name_fts(rowid, first_name, last_name, maiden_name) VALUES (new.id, new.first_name, new.last_name, new.maiden_name);
END;
--> statement-breakpoint
CREATE TRIGGER `workers_name_fts_after_delete` AFTER DELETE ON `workers` BEGIN
	INSERT INTO workers_name_fts(workers_name_fts, rowid, first_name, last_name, maiden_name) VALUES ('delete', old.id, old.first_name, old.last_name, old.maiden_name);
END;
--> statement-breakpoint
CREATE TRIGGER `workers_name_fts_after_update` AFTER UPDATE OF first_name, last_name, maiden_name ON `workers` BEGIN
	INSERT INTO workers_name_fts(workers_name_fts, rowid, first_name, last_name, maiden_name) VALUES ('delete', old.id, old.first_name, old.last_name, old.maiden_name);
	INSERT INTO workers_name_fts(rowid, first_name, last_name, maiden_name) VALUES (new.id, new.first_name, new.last_name, new.maiden_name);
END;
