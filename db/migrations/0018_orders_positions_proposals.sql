-- Orders, positions and mission proposals (issue 13, decision 0027). The contract types take the /v1 keys
-- issue 13 fixes (job offers share them); orders get their number in the space and their first start and last
-- end; a proposed worker's reply, outcome and arrival. The copies name only the columns the old tables had.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_job_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`user_id` integer,
	`company_id` integer,
	`position_id` integer,
	`title` text NOT NULL,
	`description` text,
	`contract_type` text,
	`postal_code` text,
	`city` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`auto_republish` integer DEFAULT false NOT NULL,
	`multiposting_ref` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "job_offers_status_check" CHECK("__new_job_offers"."status" in ('published', 'unpublished', 'draft')),
	CONSTRAINT "job_offers_contract_type_check" CHECK("__new_job_offers"."contract_type" in ('temporary_work', 'permanent', 'fixed_term', 'training', 'individual_contractor', 'subcontracting'))
);
--> statement-breakpoint
INSERT INTO `__new_job_offers`("id", "space_id", "user_id", "company_id", "position_id", "title", "description", "contract_type", "postal_code", "city", "status", "published_at", "auto_republish", "multiposting_ref", "created_at", "updated_at") SELECT "id", "space_id", "user_id", "company_id", "position_id", "title", "description", "contract_type", "postal_code", "city", "status", "published_at", "auto_republish", "multiposting_ref", "created_at", "updated_at" FROM `job_offers`;--> statement-breakpoint
DROP TABLE `job_offers`;--> statement-breakpoint
ALTER TABLE `__new_job_offers` RENAME TO `job_offers`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `job_offers_space_status_published_idx` ON `job_offers` (`space_id`,`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`number` integer NOT NULL,
	`company_id` integer NOT NULL,
	`contact_id` integer,
	`user_id` integer,
	`business_manager_user_id` integer,
	`position_id` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`contract_type` text NOT NULL,
	`appeal_reason` text,
	`hourly_rate` real,
	`coefficient` real,
	`schedules` text,
	`weekly_duration` real,
	`collective_agreement_level` text,
	`tasks` text,
	`source` text,
	`force_available_workers` integer DEFAULT false NOT NULL,
	`force_all_periods` integer DEFAULT false NOT NULL,
	`anonymous_client` integer DEFAULT false NOT NULL,
	`sms_show_client_name` integer DEFAULT false NOT NULL,
	`sms_show_client_address` integer DEFAULT false NOT NULL,
	`sms_client_arrival_validation` integer DEFAULT false NOT NULL,
	`auto_reminder` integer DEFAULT false NOT NULL,
	`reminder_hours_before` integer,
	`attribution_mode` text DEFAULT 'manual' NOT NULL,
	`mission_proposal_comment` text,
	`confirmation_comment` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`closing_state` text,
	`closed_at` integer,
	`starts_at` integer,
	`ends_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`business_manager_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_contract_type_check" CHECK("__new_orders"."contract_type" in ('temporary_work', 'permanent', 'fixed_term', 'training', 'individual_contractor', 'subcontracting')),
	CONSTRAINT "orders_appeal_reason_check" CHECK("__new_orders"."appeal_reason" in ('replacement_absent_employee', 'replacement_suspended_contract', 'replacement_departed_employee', 'replacement_awaiting_new_hire', 'replacement_part_time_switch', 'replacement_company_head', 'replacement_liberal_professional', 'replacement_farm_head', 'replacement_farm_family_helper', 'temporary_increase_activity', 'exceptional_export_order', 'urgent_safety_work', 'seasonal_work', 'customary_temporary_job', 'specific_purpose_contract', 'job_seeker_integration', 'additional_vocational_training', 'senior_employment', 'multiple_employer_group', 'awaiting_position_deletion')),
	CONSTRAINT "orders_source_check" CHECK("__new_orders"."source" in ('remote_prospecting', 'field_prospecting', 'word_of_mouth', 'events', 'web')),
	CONSTRAINT "orders_attribution_mode_check" CHECK("__new_orders"."attribution_mode" in ('automatic', 'manual')),
	CONSTRAINT "orders_status_check" CHECK("__new_orders"."status" in ('pending', 'processing', 'closed', 'cancelled')),
	CONSTRAINT "orders_closing_state_check" CHECK("__new_orders"."closing_state" in ('honored', 'partially_honored', 'not_honored')),
	CONSTRAINT "orders_quantity_check" CHECK("__new_orders"."quantity" >= 1),
	CONSTRAINT "orders_hourly_rate_check" CHECK("__new_orders"."hourly_rate" between 0 and 1000),
	CONSTRAINT "orders_coefficient_check" CHECK("__new_orders"."coefficient" between 0 and 1000),
	CONSTRAINT "orders_weekly_duration_check" CHECK("__new_orders"."weekly_duration" between 0 and 168),
	CONSTRAINT "orders_reminder_hours_check" CHECK("__new_orders"."reminder_hours_before" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "space_id", "number", "company_id", "contact_id", "user_id", "business_manager_user_id", "position_id", "quantity", "priority", "contract_type", "appeal_reason", "hourly_rate", "coefficient", "schedules", "weekly_duration", "collective_agreement_level", "tasks", "source", "force_available_workers", "force_all_periods", "anonymous_client", "sms_show_client_name", "sms_show_client_address", "sms_client_arrival_validation", "auto_reminder", "reminder_hours_before", "attribution_mode", "mission_proposal_comment", "confirmation_comment", "status", "closing_state", "closed_at", "created_at", "updated_at") SELECT "id", "space_id", "id", "company_id", "contact_id", "user_id", "business_manager_user_id", "position_id", "quantity", "priority", "contract_type", "appeal_reason", "hourly_rate", "coefficient", "schedules", "weekly_duration", "collective_agreement_level", "tasks", "source", "force_available_workers", "force_all_periods", "anonymous_client", "sms_show_client_name", "sms_show_client_address", "sms_client_arrival_validation", "auto_reminder", "reminder_hours_before", "attribution_mode", "mission_proposal_comment", "confirmation_comment", "status", "closing_state", "closed_at", "created_at", "updated_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_space_number_unique` ON `orders` (`space_id`,`number`);--> statement-breakpoint
CREATE INDEX `orders_space_status_created_idx` ON `orders` (`space_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_space_company_idx` ON `orders` (`space_id`,`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_space_created_idx` ON `orders` (`space_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_space_starts_idx` ON `orders` (`space_id`,`starts_at`);--> statement-breakpoint
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
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`period_id`) REFERENCES `order_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_sms_message_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_workers_status_check" CHECK("__new_order_workers"."status" in ('unknown', 'available', 'unavailable', 'blocked', 'contract', 'awaiting_reply', 'pending', 'select', 'in_progress', 'waiting', 'accepted', 'refused', 'cancelled')),
	CONSTRAINT "order_workers_reply_check" CHECK("__new_order_workers"."reply" in ('yes', 'no')),
	CONSTRAINT "order_workers_outcome_check" CHECK("__new_order_workers"."outcome" in ('place_taken', 'already_in_contract', 'order_closed'))
);
--> statement-breakpoint
INSERT INTO `__new_order_workers`("id", "space_id", "order_id", "worker_id", "period_id", "status", "created_at", "updated_at") SELECT "id", "space_id", "order_id", "worker_id", "period_id", "status", "created_at", "updated_at" FROM `order_workers`;--> statement-breakpoint
DROP TABLE `order_workers`;--> statement-breakpoint
ALTER TABLE `__new_order_workers` RENAME TO `order_workers`;--> statement-breakpoint
CREATE INDEX `order_workers_waiting_idx` ON `order_workers` (`space_id`,`worker_id`,`proposed_at`) WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX `order_workers_arrival_idx` ON `order_workers` (`space_id`,`worker_id`,`arrival_asked_at`) WHERE arrival_asked_at is not null and arrival_confirmed_at is null;--> statement-breakpoint
CREATE INDEX `order_workers_order_status_idx` ON `order_workers` (`order_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_period_unique` ON `order_workers` (`order_id`,`worker_id`,`period_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_whole_unique` ON `order_workers` (`order_id`,`worker_id`) WHERE period_id is null;--> statement-breakpoint
CREATE INDEX `order_workers_space_worker_idx` ON `order_workers` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `order_workers_period_idx` ON `order_workers` (`period_id`);--> statement-breakpoint
CREATE TABLE `__new_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`company_id` integer,
	`title` text NOT NULL,
	`qualification` text,
	`description` text,
	`tasks` text,
	`place_address` text,
	`place_zipcode` text,
	`place_city` text,
	`skills` text DEFAULT '[]' NOT NULL,
	`hourly_rate` real,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "positions_hourly_rate_check" CHECK("__new_positions"."hourly_rate" between 0 and 1000)
);
--> statement-breakpoint
INSERT INTO `__new_positions`("id", "space_id", "company_id", "title", "qualification", "description", "created_at", "updated_at") SELECT "id", "space_id", "company_id", "title", "qualification", "description", "created_at", "updated_at" FROM `positions`;--> statement-breakpoint
DROP TABLE `positions`;--> statement-breakpoint
ALTER TABLE `__new_positions` RENAME TO `positions`;--> statement-breakpoint
CREATE INDEX `positions_space_title_idx` ON `positions` (`space_id`,`title`);--> statement-breakpoint
CREATE INDEX `positions_space_company_idx` ON `positions` (`space_id`,`company_id`);