CREATE TABLE `worker_location_counts` (
	`space_id` integer NOT NULL,
	`is_archived` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`state` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`space_id`, `is_archived`, `latitude`, `longitude`, `state`),
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not describe triggers): keeps worker_location_counts
-- (db/schema/worker-location-counts.ts) in step with workers, as 0006 does for worker_counts. Only
-- workers with both coordinates are counted. Existing workers are counted first.
INSERT INTO `worker_location_counts` (`space_id`, `is_archived`, `latitude`, `longitude`, `state`, `count`)
	SELECT `space_id`, `archived_at` IS NOT NULL, `latitude`, `longitude`, `state`, count(*) FROM `workers`
	WHERE `latitude` IS NOT NULL AND `longitude` IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER `workers_location_count_after_insert` AFTER INSERT ON `workers`
	WHEN new.latitude IS NOT NULL AND new.longitude IS NOT NULL
BEGIN
	INSERT INTO worker_location_counts (space_id, is_archived, latitude, longitude, state, count)
		VALUES (new.space_id, new.archived_at IS NOT NULL, new.latitude, new.longitude, new.state, 1)
		ON CONFLICT (space_id, is_archived, latitude, longitude, state) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `workers_location_count_after_delete` AFTER DELETE ON `workers`
	WHEN old.latitude IS NOT NULL AND old.longitude IS NOT NULL
BEGIN
	UPDATE worker_location_counts SET count = count - 1
		WHERE space_id = old.space_id AND is_archived = (old.archived_at IS NOT NULL) AND latitude = old.latitude
			AND longitude = old.longitude AND state = old.state;
END;
--> statement-breakpoint
CREATE TRIGGER `workers_location_count_after_update` AFTER UPDATE OF space_id, state, archived_at, latitude, longitude ON `workers`
	WHEN old.space_id IS NOT new.space_id OR old.state IS NOT new.state OR (old.archived_at IS NULL) <> (new.archived_at IS NULL)
		OR old.latitude IS NOT new.latitude OR old.longitude IS NOT new.longitude
BEGIN
	UPDATE worker_location_counts SET count = count - 1
		WHERE old.latitude IS NOT NULL AND old.longitude IS NOT NULL
			AND space_id = old.space_id AND is_archived = (old.archived_at IS NOT NULL) AND latitude = old.latitude
			AND longitude = old.longitude AND state = old.state;
	INSERT INTO worker_location_counts (space_id, is_archived, latitude, longitude, state, count)
		SELECT new.space_id, new.archived_at IS NOT NULL, new.latitude, new.longitude, new.state, 1
		WHERE new.latitude IS NOT NULL AND new.longitude IS NOT NULL
		ON CONFLICT (space_id, is_archived, latitude, longitude, state) DO UPDATE SET count = count + 1;
END;
