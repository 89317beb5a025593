-- Keeps worker_counts (db/schema/worker-counts.ts) in step with workers: one row per space, archive
-- state and worker state. drizzle-kit cannot describe triggers, hence this hand-written migration.
-- Existing workers are counted first.
INSERT INTO `worker_counts` (`space_id`, `is_archived`, `state`, `count`)
	SELECT `space_id`, `archived_at` IS NOT NULL, `state`, count(*) FROM `workers` GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `workers_count_after_insert` AFTER INSERT ON `workers` BEGIN
	INSERT INTO worker_counts (space_id, is_archived, state, count) VALUES (new.space_id, new.archived_at IS NOT NULL, new.state, 1)
		ON CONFLICT (space_id, is_archived, state) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `workers_count_after_delete` AFTER DELETE ON `workers` BEGIN
	UPDATE worker_counts SET count = count - 1
		WHERE space_id = old.space_id AND is_archived = (old.archived_at IS NOT NULL) AND state = old.state;
END;
--> statement-breakpoint
CREATE TRIGGER `workers_count_after_update` AFTER UPDATE OF space_id, state, archived_at ON `workers`
	WHEN old.space_id IS NOT new.space_id OR old.state IS NOT new.state OR (old.archived_at IS NULL) <> (new.archived_at IS NULL)
BEGIN
	UPDATE worker_counts SET count = count - 1
		WHERE space_id = old.space_id AND is_archived = (old.archived_at IS NOT NULL) AND state = old.state;
	INSERT INTO worker_counts (space_id, is_archived, state, count) VALUES (new.space_id, new.archived_at IS NOT NULL, new.state, 1)
		ON CONFLICT (space_id, is_archived, state) DO UPDATE SET count = count + 1;
END;
