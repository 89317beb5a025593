ALTER TABLE `companies` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `companies` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `companies` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `companies_space_latitude_idx` ON `companies` (`space_id`,`latitude`);--> statement-breakpoint
CREATE INDEX `companies_association_code_idx` ON `companies` (`association_code`);--> statement-breakpoint
-- Rows written before this migration: an approximate search text (accents kept) until their next update.
UPDATE `companies` SET `search_text` = lower(`name` || ' ' || `trade_name` || ' ' || `city`);