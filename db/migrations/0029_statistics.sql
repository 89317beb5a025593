CREATE TABLE `statistics_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`format` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`requested_by_user_id` integer,
	`schedule_key` text,
	`claimed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`r2_key` text,
	`size_bytes` integer,
	`row_count` integer,
	`error_message` text,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "statistics_exports_format_check" CHECK("statistics_exports"."format" in ('csv', 'xlsx')),
	CONSTRAINT "statistics_exports_status_check" CHECK("statistics_exports"."status" in ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "statistics_exports_period_check" CHECK("statistics_exports"."to_day" >= "statistics_exports"."from_day")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statistics_exports_schedule_key_unique` ON `statistics_exports` (`schedule_key`);--> statement-breakpoint
CREATE INDEX `statistics_exports_created_idx` ON `statistics_exports` (`created_at`);--> statement-breakpoint
ALTER TABLE `workers` ADD `registration_route` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
CREATE INDEX `workers_space_route_created_idx` ON `workers` (`space_id`,`registration_route`,`created_at`);--> statement-breakpoint
CREATE INDEX `dpae_declarations_space_sent_idx` ON `dpae_declarations` (`space_id`,`sent_at`) WHERE sent_at is not null;--> statement-breakpoint
CREATE INDEX `dpae_declarations_space_completed_idx` ON `dpae_declarations` (`space_id`,`completed_at`,`status`) WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX `order_workers_order_accepted_idx` ON `order_workers` (`order_id`,`accepted_at`) WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX `order_workers_space_accepted_idx` ON `order_workers` (`space_id`,`accepted_at`) WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX `order_workers_space_waiting_idx` ON `order_workers` (`space_id`,`order_id`) WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX `sms_messages_space_sent_idx` ON `sms_messages` (`space_id`,`sent_at`) WHERE sent_at is not null and direction = 'outbound';--> statement-breakpoint
CREATE INDEX `sms_messages_space_inbound_idx` ON `sms_messages` (`space_id`,`created_at`) WHERE direction = 'inbound';--> statement-breakpoint
-- Workers who registered before the column existed: their registration's activity-log entry names the route.
UPDATE `workers` SET `registration_route` = (
	SELECT json_extract(`activity_logs`.`changes`, '$.route') FROM `activity_logs`
	WHERE `activity_logs`.`type` = 'create' AND `activity_logs`.`schema` = 'workers' AND `activity_logs`.`title` = 'Worker registered'
		AND `activity_logs`.`subject_id` = CAST(`workers`.`id` AS TEXT)
	LIMIT 1
) WHERE `workers`.`state` = 'web' AND `workers`.`id` IN (
	SELECT CAST(`subject_id` AS INTEGER) FROM `activity_logs`
	WHERE `type` = 'create' AND `schema` = 'workers' AND `title` = 'Worker registered'
		AND json_extract(`changes`, '$.route') IN ('standard', 'express', 'kiosk')
);
