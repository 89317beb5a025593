CREATE TABLE `worker_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "worker_suggestions_field_check" CHECK("worker_suggestions"."field" in ('first_name', 'last_name', 'birth_date', 'email', 'mobile_phone_number', 'nir')),
	CONSTRAINT "worker_suggestions_status_check" CHECK("worker_suggestions"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_suggestions_document_field_unique` ON `worker_suggestions` (`document_id`,`field`);--> statement-breakpoint
CREATE INDEX `worker_suggestions_space_worker_idx` ON `worker_suggestions` (`space_id`,`worker_id`,`status`);--> statement-breakpoint
ALTER TABLE `documents` ADD `ocr_status` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `ocr_error` text;