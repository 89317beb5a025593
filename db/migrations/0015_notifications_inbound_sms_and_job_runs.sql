CREATE TABLE `availability_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`answer` text,
	`answered_at` integer,
	`availability_id` integer,
	`reply_sms_message_id` integer,
	`user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`availability_id`) REFERENCES `worker_availabilities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reply_sms_message_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "availability_requests_status_check" CHECK("availability_requests"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE INDEX `availability_requests_worker_status_idx` ON `availability_requests` (`space_id`,`worker_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `notification_reads` (
	`notification_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`notification_id`, `user_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_reads_user_idx` ON `notification_reads` (`user_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_scheduled_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer,
	`type` text NOT NULL,
	`run_at` integer NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`done_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "scheduled_jobs_status_check" CHECK("__new_scheduled_jobs"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_scheduled_jobs`("id", "space_id", "type", "run_at", "payload", "status", "idempotency_key", "attempts", "last_error", "done_at", "created_at", "updated_at") SELECT "id", "space_id", "type", "run_at", "payload", "status", "idempotency_key", "attempts", "last_error", "done_at", "created_at", "updated_at" FROM `scheduled_jobs`;--> statement-breakpoint
DROP TABLE `scheduled_jobs`;--> statement-breakpoint
ALTER TABLE `__new_scheduled_jobs` RENAME TO `scheduled_jobs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_jobs_idempotency_key_unique` ON `scheduled_jobs` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `scheduled_jobs_status_run_at_idx` ON `scheduled_jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE INDEX `scheduled_jobs_space_idx` ON `scheduled_jobs` (`space_id`);--> statement-breakpoint
DROP INDEX `notifications_user_read_idx`;--> statement-breakpoint
ALTER TABLE `notifications` ADD `data_sms_message_id` integer REFERENCES sms_messages(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_sms_message_unique` ON `notifications` (`data_sms_message_id`);--> statement-breakpoint
ALTER TABLE `notifications` DROP COLUMN `read`;