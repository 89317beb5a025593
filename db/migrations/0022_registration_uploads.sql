CREATE TABLE `registration_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`declared_size` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `registration_uploads_expires_at_idx` ON `registration_uploads` (`expires_at`);