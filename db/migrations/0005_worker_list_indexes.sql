CREATE TABLE `worker_counts` (
	`space_id` integer NOT NULL,
	`is_archived` integer NOT NULL,
	`state` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`space_id`, `is_archived`, `state`),
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
DROP INDEX `worker_availabilities_space_worker_start_idx`;--> statement-breakpoint
DROP INDEX `worker_availabilities_space_status_period_idx`;--> statement-breakpoint
CREATE INDEX `worker_availabilities_space_worker_period_idx` ON `worker_availabilities` (`space_id`,`worker_id`,`starts_at`,`ends_at`,`status`);--> statement-breakpoint
CREATE INDEX `worker_availabilities_space_status_end_idx` ON `worker_availabilities` (`space_id`,`status`,`ends_at`,`starts_at`,`worker_id`);--> statement-breakpoint
DROP INDEX `worker_favorite_jobs_space_job_idx`;--> statement-breakpoint
CREATE INDEX `worker_favorite_jobs_space_job_worker_idx` ON `worker_favorite_jobs` (`space_id`,`job`,`worker_id`);--> statement-breakpoint
DROP INDEX `worker_transport_means_space_mean_idx`;--> statement-breakpoint
CREATE INDEX `worker_transport_means_space_mean_worker_idx` ON `worker_transport_means` (`space_id`,`mean`,`worker_id`);--> statement-breakpoint
DROP INDEX `workers_space_archived_name_idx`;--> statement-breakpoint
DROP INDEX `workers_space_state_idx`;--> statement-breakpoint
DROP INDEX `workers_space_updated_idx`;--> statement-breakpoint
DROP INDEX `workers_space_latitude_idx`;--> statement-breakpoint
ALTER TABLE `workers` ADD `first_name_fold_1` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("first_name"), 'à', 'a'), 'À', 'a'), 'á', 'a'), 'Á', 'a'), 'â', 'a'), 'Â', 'a'), 'ã', 'a'), 'Ã', 'a'), 'ä', 'a'), 'Ä', 'a'), 'å', 'a'), 'Å', 'a'), 'ç', 'c'), 'Ç', 'c'), 'è', 'e'), 'È', 'e'), 'é', 'e'), 'É', 'e'), 'ê', 'e'), 'Ê', 'e')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `first_name_fold_2` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name_fold_1", 'ë', 'e'), 'Ë', 'e'), 'ì', 'i'), 'Ì', 'i'), 'í', 'i'), 'Í', 'i'), 'î', 'i'), 'Î', 'i'), 'ï', 'i'), 'Ï', 'i'), 'ñ', 'n'), 'Ñ', 'n'), 'ò', 'o'), 'Ò', 'o'), 'ó', 'o'), 'Ó', 'o'), 'ô', 'o'), 'Ô', 'o'), 'õ', 'o'), 'Õ', 'o')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `first_name_sort` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `last_name_fold_1` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("last_name"), 'à', 'a'), 'À', 'a'), 'á', 'a'), 'Á', 'a'), 'â', 'a'), 'Â', 'a'), 'ã', 'a'), 'Ã', 'a'), 'ä', 'a'), 'Ä', 'a'), 'å', 'a'), 'Å', 'a'), 'ç', 'c'), 'Ç', 'c'), 'è', 'e'), 'È', 'e'), 'é', 'e'), 'É', 'e'), 'ê', 'e'), 'Ê', 'e')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `last_name_fold_2` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("last_name_fold_1", 'ë', 'e'), 'Ë', 'e'), 'ì', 'i'), 'Ì', 'i'), 'í', 'i'), 'Í', 'i'), 'î', 'i'), 'Î', 'i'), 'ï', 'i'), 'Ï', 'i'), 'ñ', 'n'), 'Ñ', 'n'), 'ò', 'o'), 'Ò', 'o'), 'ó', 'o'), 'Ó', 'o'), 'ô', 'o'), 'Ô', 'o'), 'õ', 'o'), 'Õ', 'o')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `last_name_sort` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("last_name_fold_2", 'ö', 'o'), 'Ö', 'o'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ý', 'y'), 'Ý', 'y'), 'ÿ', 'y'), 'Ÿ', 'y'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `workers` ADD `is_archived` integer GENERATED ALWAYS AS ("archived_at" is not null) VIRTUAL;--> statement-breakpoint
CREATE INDEX `workers_space_archived_idx` ON `workers` (`space_id`,`is_archived`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_last_name_idx` ON `workers` (`space_id`,`is_archived`,`last_name_sort`,`first_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_first_name_idx` ON `workers` (`space_id`,`is_archived`,`first_name_sort`,`last_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_created_idx` ON `workers` (`space_id`,`is_archived`,`created_at`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_updated_idx` ON `workers` (`space_id`,`is_archived`,`updated_at`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_state_idx` ON `workers` (`space_id`,`is_archived`,`state`,`last_name_sort`,`first_name_sort`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_latitude_idx` ON `workers` (`space_id`,`is_archived`,`latitude`,`longitude`,`last_name_sort`,`first_name_sort`);