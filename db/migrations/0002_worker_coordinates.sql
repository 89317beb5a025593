ALTER TABLE `workers` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `workers` ADD `longitude` real;--> statement-breakpoint
CREATE INDEX `workers_space_latitude_idx` ON `workers` (`space_id`,`latitude`);