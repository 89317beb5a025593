-- Issue 11: the name sort keys are stored, no longer virtual. A virtual key was computed again (60
-- nested replace() calls, about 12 µs) whenever a statement read it from the table rather than from an
-- index: sorting a name search's matches, or merging a last-name range with the other matches
-- (db/search/name-search.ts). The same keys, the same indexes: the answers do not change.
-- Triggers write them on every insert and every change of a name, whoever writes (the API, imports,
-- registrations, seeds, raw SQL): their expression is the one the virtual columns had (its first two
-- steps stay virtual columns, which nothing else reads), so the backfill and the triggers agree.
-- Hand-edited: drizzle-kit wrote the DROP and ADD only; it cannot describe triggers.
DROP INDEX `workers_space_archived_last_name_idx`;--> statement-breakpoint
DROP INDEX `workers_space_archived_first_name_idx`;--> statement-breakpoint
DROP INDEX `workers_space_archived_state_idx`;--> statement-breakpoint
DROP INDEX `workers_space_archived_latitude_idx`;--> statement-breakpoint
ALTER TABLE `workers` DROP COLUMN `first_name_sort`;--> statement-breakpoint
ALTER TABLE `workers` ADD `first_name_sort` text;--> statement-breakpoint
ALTER TABLE `workers` DROP COLUMN `last_name_sort`;--> statement-breakpoint
ALTER TABLE `workers` ADD `last_name_sort` text;--> statement-breakpoint
-- The existing workers' keys.
UPDATE `workers` SET first_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), last_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("last_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe');--> statement-breakpoint
CREATE TRIGGER `workers_name_sort_after_insert` AFTER INSERT ON `workers` BEGIN
	UPDATE workers SET first_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), last_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("last_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe') WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `workers_name_sort_after_update` AFTER UPDATE OF first_name, last_name ON `workers` BEGIN
	UPDATE workers SET first_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), last_name_sort = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("last_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe') WHERE id = new.id;
END;--> statement-breakpoint
CREATE INDEX `workers_space_archived_last_name_idx` ON `workers` (`space_id`,`is_archived`,`last_name_sort`,`first_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_first_name_idx` ON `workers` (`space_id`,`is_archived`,`first_name_sort`,`last_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_state_idx` ON `workers` (`space_id`,`is_archived`,`state`,`last_name_sort`,`first_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_latitude_idx` ON `workers` (`space_id`,`is_archived`,`latitude`,`longitude`,`last_name_sort`,`first_name_sort`);--> statement-breakpoint
-- The last names a last-name prefix may match outside its range (db/search/unusual-last-name.ts).
CREATE INDEX `workers_space_archived_unusual_last_name_idx` ON `workers` (`space_id`,`is_archived`) WHERE ("last_name_sort" not glob '[a-z0-9]*' or "last_name_sort" glob '*[^a-z0-9 ''-]*' or "last_name" glob '*[æœÆŒ]*');
