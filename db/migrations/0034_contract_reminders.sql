-- Amendments (avenants) numbered under their contract (decision 0055). Contracts due the next working
-- day are told to the agency's users once: the contracts keep when they were (reminded_at), and
-- notifications get a 7th type. SQLite cannot change a CHECK in place, so notifications are rebuilt;
-- dropping the old table would delete its read states by cascade (D1 always enforces foreign keys):
-- they are set aside first and put back after, as in 0026.
CREATE TABLE `contract_amendments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`space_id` integer NOT NULL,
	`n` integer NOT NULL,
	`kind` text NOT NULL,
	`changes` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "contract_amendments_kind_check" CHECK("contract_amendments"."kind" in ('change', 'renewal')),
	CONSTRAINT "contract_amendments_status_check" CHECK("contract_amendments"."status" in ('draft', 'sent', 'signed', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_amendments_contract_n_unique` ON `contract_amendments` (`contract_id`,`n`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `reminded_at` integer;--> statement-breakpoint
CREATE TABLE `__notification_reads_kept` AS SELECT `notification_id`, `user_id`, `read_at` FROM `notification_reads`;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`user_id` integer,
	`type` integer NOT NULL,
	`template` text NOT NULL,
	`params` text NOT NULL,
	`data_order_id` integer,
	`data_superworker_id` integer,
	`data_sms_message_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`data_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`data_superworker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`data_sms_message_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_type_check" CHECK("__new_notifications"."type" in (1, 2, 3, 4, 5, 6, 7))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "space_id", "user_id", "type", "template", "params", "data_order_id", "data_superworker_id", "data_sms_message_id", "created_at") SELECT "id", "space_id", "user_id", "type", "template", "params", "data_order_id", "data_superworker_id", "data_sms_message_id", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
CREATE INDEX `notifications_space_created_idx` ON `notifications` (`space_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_sms_message_unique` ON `notifications` (`data_sms_message_id`);--> statement-breakpoint
DELETE FROM `notification_reads`;--> statement-breakpoint
INSERT INTO `notification_reads`("notification_id", "user_id", "read_at") SELECT "notification_id", "user_id", "read_at" FROM `__notification_reads_kept`;--> statement-breakpoint
DROP TABLE `__notification_reads_kept`;
