-- SQLite adds a NOT NULL column only with a default: '' (no declaration row existed before; every insert sets both).
ALTER TABLE `dpae_declarations` ADD `hire_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `employer_siret` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `claimed_at` integer;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `outcome_unknown` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `next_poll_at` integer;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `poll_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `acknowledged_at` integer;--> statement-breakpoint
ALTER TABLE `dpae_declarations` ADD `completed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `dpae_declarations_worker_employer_hire_unique` ON `dpae_declarations` (`worker_id`,`employer_siret`,`hire_date`);--> statement-breakpoint
CREATE INDEX `dpae_declarations_poll_idx` ON `dpae_declarations` (`next_poll_at`) WHERE next_poll_at is not null;--> statement-breakpoint
ALTER TABLE `dpae_returns` ADD `message` text;--> statement-breakpoint
CREATE INDEX `dpae_declarations_claimed_idx` ON `dpae_declarations` (`claimed_at`) WHERE status = 'processing' and urssaf_flow_id is null;
