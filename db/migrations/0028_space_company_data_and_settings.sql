-- The space's company data as for companies (head-office and billing addresses, foreign flag, parent and
-- group company, state), its financial guarantor, and the employer step of its registration; the local outbox
-- keeps the replies played on /dev/sms and the e-mails' attachments (decision 0045).
-- Columns added in place: rebuilding `spaces` would run its children's ON DELETE CASCADE on D1.
ALTER TABLE `spaces` ADD `head_office_address` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `head_office_complement` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `head_office_zipcode` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `head_office_city` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `head_office_country` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `billing_complement` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `billing_zipcode` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `billing_city` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `billing_country` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `is_foreign` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `spaces` ADD `parent_company` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `group_company` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `state` text DEFAULT 'active_client' NOT NULL CONSTRAINT "spaces_state_check" CHECK("state" in ('prospect', 'active_client', 'inactive_client', 'suspect'));--> statement-breakpoint
ALTER TABLE `spaces` ADD `financial_guarantor_name` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `financial_guarantor_address` text;--> statement-breakpoint
ALTER TABLE `spaces` ADD `registration_employer_step` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `direction` text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `attachments` text;
