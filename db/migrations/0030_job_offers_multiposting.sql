CREATE TABLE `multiposting_credentials` (
	`space_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`login` text NOT NULL,
	`password_ciphertext` text NOT NULL,
	`password_iv` text NOT NULL,
	`key_id` text NOT NULL,
	`checked_at` integer NOT NULL,
	`updated_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "multiposting_credentials_provider_check" CHECK("multiposting_credentials"."provider" in ('talentplug'))
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_job_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`user_id` integer,
	`company_id` integer,
	`position_id` integer,
	`order_id` integer,
	`title` text NOT NULL,
	`description` text,
	`contract_type` text,
	`postal_code` text,
	`city` text,
	`salary_min` real,
	`salary_max` real,
	`salary_period` text,
	`weekly_hours` real,
	`start_date` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`auto_republish` integer DEFAULT false NOT NULL,
	`next_republish_at` integer,
	`multiposting_ref` text,
	`boards_url` text,
	`pending_action` text,
	`action_token` text,
	`action_requested_at` integer,
	`action_claimed_at` integer,
	`publication_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "job_offers_status_check" CHECK("__new_job_offers"."status" in ('published', 'unpublished', 'draft')),
	CONSTRAINT "job_offers_contract_type_check" CHECK("__new_job_offers"."contract_type" in ('temporary_work', 'permanent', 'fixed_term', 'training', 'individual_contractor', 'subcontracting')),
	CONSTRAINT "job_offers_salary_period_check" CHECK("__new_job_offers"."salary_period" in ('hour', 'month', 'year')),
	CONSTRAINT "job_offers_pending_action_check" CHECK("__new_job_offers"."pending_action" in ('publish', 'unpublish', 'republish'))
);
--> statement-breakpoint
INSERT INTO `__new_job_offers`("id", "space_id", "user_id", "company_id", "position_id", "title", "description", "contract_type", "postal_code", "city", "status", "published_at", "auto_republish", "multiposting_ref", "created_at", "updated_at") SELECT "id", "space_id", "user_id", "company_id", "position_id", "title", "description", "contract_type", "postal_code", "city", "status", "published_at", "auto_republish", "multiposting_ref", "created_at", "updated_at" FROM `job_offers`;--> statement-breakpoint
DROP TABLE `job_offers`;--> statement-breakpoint
ALTER TABLE `__new_job_offers` RENAME TO `job_offers`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `job_offers_space_status_published_idx` ON `job_offers` (`space_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `job_offers_space_created_idx` ON `job_offers` (`space_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `job_offers_space_status_created_idx` ON `job_offers` (`space_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `job_offers_next_republish_idx` ON `job_offers` (`next_republish_at`);