ALTER TABLE `timesheets` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `approver_contact_id` integer;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `decided_at` integer;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `dispute_comment` text;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `worker_reminded_on` text;--> statement-breakpoint
ALTER TABLE `timesheets` ADD `client_reminded_on` text;