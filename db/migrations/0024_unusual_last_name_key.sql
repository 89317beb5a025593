-- Issue 11: the unusual last names' index also holds the last-name key, so a last-name prefix's count
-- tells how many of them fall inside its range without reading their rows (db/search/name-search.ts).
DROP INDEX `workers_space_archived_unusual_last_name_idx`;--> statement-breakpoint
CREATE INDEX `workers_space_archived_unusual_last_name_idx` ON `workers` (`space_id`,`is_archived`,`last_name_sort`) WHERE ("last_name_sort" not glob '[a-z0-9]*' or "last_name_sort" glob '*[^a-z0-9 ''-]*' or "last_name" glob '*[æœÆŒ]*');