CREATE TABLE `mission_confirmation_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mission_confirmation_emails_unique` ON `mission_confirmation_emails` (`order_id`,`worker_id`,`contact_id`);--> statement-breakpoint
CREATE INDEX `mission_confirmation_emails_space_idx` ON `mission_confirmation_emails` (`space_id`,`created_at`);