-- Mission contracts (Code du travail L1251-16, L1251-42, L1251-43): the placement's two contracts, one row,
-- numbered per agency and year by its counter; and the mentions the order, its position and the space lacked
-- (decision 0050). Columns added in place: rebuilding `orders` or `positions` would run their children's
-- ON DELETE CASCADE on D1.
CREATE TABLE `contract_counters` (
	`space_id` integer NOT NULL,
	`year` integer NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`space_id`, `year`),
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`user_id` integer,
	`year` integer NOT NULL,
	`number` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`client_status` text DEFAULT 'draft' NOT NULL,
	`worker_status` text DEFAULT 'draft' NOT NULL,
	`first_day` text NOT NULL,
	`due_by` text NOT NULL,
	`sent_at` integer,
	`signed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contracts_status_check" CHECK("contracts"."status" in ('draft', 'sent', 'signed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "contracts_client_status_check" CHECK("contracts"."client_status" in ('draft', 'sent', 'signed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "contracts_worker_status_check" CHECK("contracts"."worker_status" in ('draft', 'sent', 'signed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "contracts_number_check" CHECK("contracts"."number" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_order_worker_unique` ON `contracts` (`order_id`,`worker_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_space_year_number_unique` ON `contracts` (`space_id`,`year`,`number`);--> statement-breakpoint
CREATE INDEX `contracts_space_status_created_idx` ON `contracts` (`space_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_space_created_idx` ON `contracts` (`space_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_space_due_idx` ON `contracts` (`space_id`,`due_by`) WHERE status in ('draft', 'sent');--> statement-breakpoint
CREATE INDEX `contracts_worker_idx` ON `contracts` (`worker_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `recourse_justification` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `replaced_person` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `trial_period_days` integer CONSTRAINT "orders_trial_period_days_check" CHECK("trial_period_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE `positions` ADD `risky_job` integer;--> statement-breakpoint
ALTER TABLE `positions` ADD `protective_equipment` text;--> statement-breakpoint
ALTER TABLE `positions` ADD `protective_equipment_supplier` text CONSTRAINT "positions_protective_equipment_supplier_check" CHECK("protective_equipment_supplier" in ('client', 'agency'));--> statement-breakpoint
ALTER TABLE `spaces` ADD `pension_fund` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `provident_fund` text;
