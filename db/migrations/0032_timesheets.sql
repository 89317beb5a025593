CREATE TABLE `timesheets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`order_worker_id` integer NOT NULL,
	`week` text NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`status` text DEFAULT 'to_fill' NOT NULL,
	`days` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_worker_id`) REFERENCES `order_workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "timesheets_status_check" CHECK("timesheets"."status" in ('to_fill', 'submitted', 'approved', 'disputed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timesheets_place_start_unique` ON `timesheets` (`order_worker_id`,`starts_on`);--> statement-breakpoint
CREATE INDEX `timesheets_space_week_idx` ON `timesheets` (`space_id`,`week`,`status`);--> statement-breakpoint
CREATE INDEX `timesheets_order_idx` ON `timesheets` (`order_id`,`starts_on`);--> statement-breakpoint
CREATE INDEX `timesheets_space_status_start_idx` ON `timesheets` (`space_id`,`status`,`starts_on`);--> statement-breakpoint
CREATE INDEX `timesheets_worker_idx` ON `timesheets` (`worker_id`);