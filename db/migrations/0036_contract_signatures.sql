CREATE TABLE `contract_signatures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`space_id` integer NOT NULL,
	`provider` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`request_id` text,
	`client_signer_id` text,
	`worker_signer_id` text,
	`agency_signer_id` text,
	`client_link` text,
	`worker_link` text,
	`agency_link` text,
	`client_signed_at` integer,
	`worker_signed_at` integer,
	`agency_signed_at` integer,
	`notice_round` integer DEFAULT 0 NOT NULL,
	`signed_client_key` text,
	`signed_worker_key` text,
	`sent_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "contract_signatures_provider_check" CHECK("contract_signatures"."provider" in ('yousign', 'local')),
	CONSTRAINT "contract_signatures_state_check" CHECK("contract_signatures"."state" in ('pending', 'creating', 'ongoing', 'done', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_contract_unique` ON `contract_signatures` (`contract_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_request_unique` ON `contract_signatures` (`provider`,`request_id`);--> statement-breakpoint
CREATE INDEX `contract_signatures_space_created_idx` ON `contract_signatures` (`space_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `signature_events` (
	`provider` text NOT NULL,
	`event_id` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
