-- Word search over companies (name, trade name, city, postal code, SIRET: the normalised search_text
-- column) through an external-content FTS5 index kept in step by triggers, so a search at 50,000
-- companies reads only the matching rows. drizzle-kit cannot describe virtual tables.
CREATE VIRTUAL TABLE `companies_search_fts` USING fts5(
	search_text,
	content='companies', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO companies_search_fts(companies_search_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `companies_search_fts_after_insert` AFTER INSERT ON `companies` BEGIN
	INSERT INTO companies_search_fts(rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_fts_after_delete` AFTER DELETE ON `companies` BEGIN
	INSERT INTO companies_search_fts(companies_search_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_fts_after_update` AFTER UPDATE OF search_text ON `companies` BEGIN
	INSERT INTO companies_search_fts(companies_search_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
	INSERT INTO companies_search_fts(rowid, search_text) VALUES (new.id, new.search_text);
END;
