PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_order_workers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`period_id` integer,
	`status` text NOT NULL,
	`proposed_at` integer,
	`reply` text,
	`replied_at` integer,
	`reply_sms_message_id` integer,
	`outcome` text,
	`accepted_at` integer,
	`arrival_asked_at` integer,
	`arrival_confirmed_at` integer,
	`user_id` integer,
	`left_at` integer,
	`replaced_by_worker_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`period_id`) REFERENCES `order_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_sms_message_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`replaced_by_worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_workers_status_check" CHECK("__new_order_workers"."status" in ('unknown', 'available', 'unavailable', 'blocked', 'contract', 'awaiting_reply', 'pending', 'select', 'in_progress', 'waiting', 'accepted', 'refused', 'cancelled', 'replaced', 'abandoned')),
	CONSTRAINT "order_workers_reply_check" CHECK("__new_order_workers"."reply" in ('yes', 'no')),
	CONSTRAINT "order_workers_outcome_check" CHECK("__new_order_workers"."outcome" in ('place_taken', 'already_in_contract', 'order_closed'))
);
--> statement-breakpoint
INSERT INTO `__new_order_workers`("id", "space_id", "order_id", "worker_id", "period_id", "status", "proposed_at", "reply", "replied_at", "reply_sms_message_id", "outcome", "accepted_at", "arrival_asked_at", "arrival_confirmed_at", "user_id", "created_at", "updated_at") SELECT "id", "space_id", "order_id", "worker_id", "period_id", "status", "proposed_at", "reply", "replied_at", "reply_sms_message_id", "outcome", "accepted_at", "arrival_asked_at", "arrival_confirmed_at", "user_id", "created_at", "updated_at" FROM `order_workers`;--> statement-breakpoint
DROP TABLE `order_workers`;--> statement-breakpoint
ALTER TABLE `__new_order_workers` RENAME TO `order_workers`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `order_workers_waiting_idx` ON `order_workers` (`space_id`,`worker_id`,`proposed_at`) WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX `order_workers_arrival_idx` ON `order_workers` (`space_id`,`worker_id`,`arrival_asked_at`) WHERE arrival_asked_at is not null and arrival_confirmed_at is null;--> statement-breakpoint
CREATE INDEX `order_workers_order_status_idx` ON `order_workers` (`order_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_period_unique` ON `order_workers` (`order_id`,`worker_id`,`period_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_whole_unique` ON `order_workers` (`order_id`,`worker_id`) WHERE period_id is null;--> statement-breakpoint
CREATE INDEX `order_workers_space_worker_idx` ON `order_workers` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `order_workers_period_idx` ON `order_workers` (`period_id`);--> statement-breakpoint
CREATE INDEX `orders_space_opened_created_idx` ON `orders` (`space_id`,`created_at`) WHERE status in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX `orders_space_closed_created_idx` ON `orders` (`space_id`,`created_at`) WHERE status in ('closed', 'cancelled');