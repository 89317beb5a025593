CREATE TABLE `sms_awaited_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`phone` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`subject_id` integer,
	`sms_idempotency_key` text NOT NULL,
	`expires_at` integer NOT NULL,
	`answered_at` integer,
	`answered_sms_message_id` integer,
	`closed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answered_sms_message_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "sms_awaited_replies_kind_check" CHECK("sms_awaited_replies"."kind" in ('availability_request', 'order_proposal', 'arrival_check', 'conversation'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_awaited_replies_key_unique` ON `sms_awaited_replies` (`sms_idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `sms_awaited_replies_phone_code_unique` ON `sms_awaited_replies` (`phone`,`code`) WHERE "sms_awaited_replies"."closed_at" is null;--> statement-breakpoint
CREATE INDEX `sms_awaited_replies_phone_expires_idx` ON `sms_awaited_replies` (`phone`,`expires_at`);--> statement-breakpoint
CREATE INDEX `sms_awaited_replies_subject_idx` ON `sms_awaited_replies` (`kind`,`subject_id`);--> statement-breakpoint
CREATE TABLE `sms_unrouted_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_message_id` text NOT NULL,
	`from_phone` text NOT NULL,
	`body` text NOT NULL,
	`received_at` integer NOT NULL,
	`question` text NOT NULL,
	`question_claimed_at` integer,
	`question_sent_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_unrouted_replies_provider_message_id_unique` ON `sms_unrouted_replies` (`provider_message_id`);--> statement-breakpoint
CREATE TABLE `space_daily_usage` (
	`space_id` integer NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`used` integer NOT NULL,
	PRIMARY KEY(`space_id`, `day`, `kind`),
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `registration_uploads` ADD `express_read_at` integer;--> statement-breakpoint
ALTER TABLE `registration_uploads` ADD `express_reading` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `sms_user_rate_limit` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE `spaces` ADD `sms_daily_budget` integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE `spaces` ADD `ocr_daily_budget` integer DEFAULT 100 NOT NULL;--> statement-breakpoint
CREATE INDEX `sms_messages_user_created_idx` ON `sms_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_messages_to_phone_space_idx` ON `sms_messages` (`to_phone`,`space_id`);