CREATE TABLE `activity_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer,
	`user_id` integer,
	`title` text NOT NULL,
	`description` text,
	`type` text NOT NULL,
	`schema` text NOT NULL,
	`subject_id` text,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`route_path` text,
	`changes` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_logs_created_idx` ON `activity_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `activity_logs_space_created_idx` ON `activity_logs` (`space_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_logs_user_created_idx` ON `activity_logs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_logs_type_created_idx` ON `activity_logs` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `api_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_token_hash_unique` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user_idx` ON `api_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`succeeded` integer NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_email_time_idx` ON `login_attempts` (`email`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer,
	`user_agent` text,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`name` text NOT NULL,
	`trade_name` text NOT NULL,
	`siren` text,
	`siret` text,
	`address` text NOT NULL,
	`zipcode` text NOT NULL,
	`city` text NOT NULL,
	`phone` text,
	`website` text,
	`url` text,
	`association_code` text,
	`default_notification_email` text,
	`urssaf_city` text,
	`ape_code` text,
	`ape_nomenclature` text,
	`legal_form_code` text,
	`staff_size_band` text,
	`activity_section` text,
	`idcc` text,
	`etp_count` integer,
	`vat_code` text,
	`manager_last_name` text,
	`manager_first_name` text,
	`revenue_range` text,
	`net_income_range` text,
	`head_office_address` text,
	`head_office_complement` text,
	`head_office_zipcode` text,
	`head_office_city` text,
	`head_office_country` text,
	`billing_address` text,
	`billing_complement` text,
	`billing_zipcode` text,
	`billing_city` text,
	`billing_country` text,
	`is_foreign` integer DEFAULT false NOT NULL,
	`parent_company_id` integer,
	`group_company_id` integer,
	`state` text DEFAULT 'prospect' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`group_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "companies_state_check" CHECK("companies"."state" in ('prospect', 'active_client', 'inactive_client', 'suspect')),
	CONSTRAINT "companies_ape_nomenclature_check" CHECK("companies"."ape_nomenclature" in ('naf_rev2', 'naf_2025')),
	CONSTRAINT "companies_siren_check" CHECK(length("companies"."siren") = 9),
	CONSTRAINT "companies_siret_check" CHECK(length("companies"."siret") = 14),
	CONSTRAINT "companies_etp_count_check" CHECK("companies"."etp_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `companies_space_archived_name_idx` ON `companies` (`space_id`,`archived_at`,`name`);--> statement-breakpoint
CREATE INDEX `companies_space_state_idx` ON `companies` (`space_id`,`state`);--> statement-breakpoint
CREATE INDEX `companies_space_zipcode_idx` ON `companies` (`space_id`,`zipcode`);--> statement-breakpoint
CREATE INDEX `companies_space_siret_idx` ON `companies` (`space_id`,`siret`);--> statement-breakpoint
CREATE INDEX `companies_parent_idx` ON `companies` (`parent_company_id`);--> statement-breakpoint
CREATE INDEX `companies_group_idx` ON `companies` (`group_company_id`);--> statement-breakpoint
CREATE TABLE `competence_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`worker_id` integer,
	`user_id` integer,
	`qualification` text NOT NULL,
	`contract_type` text NOT NULL,
	`called_on` text NOT NULL,
	`date_from` text,
	`date_to` text,
	`company_phone` text,
	`take_back` integer DEFAULT false NOT NULL,
	`exchange` text,
	`prospect` integer DEFAULT false NOT NULL,
	`summary` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "competence_checks_contract_type_check" CHECK("competence_checks"."contract_type" in ('temporary', 'fixed_term', 'permanent', 'cdii', 'seasonal', 'internship', 'apprenticeship')),
	CONSTRAINT "competence_checks_dates_check" CHECK("competence_checks"."date_from" <= "competence_checks"."date_to")
);
--> statement-breakpoint
CREATE INDEX `competence_checks_space_company_idx` ON `competence_checks` (`space_id`,`company_id`,`called_on`);--> statement-breakpoint
CREATE INDEX `competence_checks_space_worker_idx` ON `competence_checks` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`first_name` text,
	`last_name` text NOT NULL,
	`email` text,
	`phone` text,
	`job_title` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contacts_email_or_phone_check" CHECK("contacts"."email" is not null or "contacts"."phone" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_company_email_unique` ON `contacts` (`company_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_company_phone_unique` ON `contacts` (`company_id`,`phone`);--> statement-breakpoint
CREATE INDEX `contacts_space_company_idx` ON `contacts` (`space_id`,`company_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_sha256` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`card_number` text,
	`delivering_organization` text,
	`confidential` integer DEFAULT false NOT NULL,
	`uploaded_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "documents_type_check" CHECK("documents"."type" in ('anonymized_cv', 'id_card_recto', 'id_card_verso', 'passport', 'residence_permit', 'family_booklet', 'residence_card', 'foreign_id', 'cv', 'photo', 'active_proposal_cv', 'social_security', 'rib', 'proof_of_address', 'medical_examination', 'work_certificate', 'driving_licence', 'fimo_fcos', 'other_certificate', 'caces', 'habilitation', 'diploma', 'cdaph', 'btp_card', 'vaccination', 'contract', 'internal_document', 'payslip', 'timesheet', 'attestation', 'training_certificate', 'other')),
	CONSTRAINT "documents_size_bytes_check" CHECK("documents"."size_bytes" >= 0),
	CONSTRAINT "documents_validity_check" CHECK("documents"."valid_until" >= "documents"."valid_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_r2_key_unique` ON `documents` (`r2_key`);--> statement-breakpoint
CREATE INDEX `documents_space_worker_sha256_idx` ON `documents` (`space_id`,`worker_id`,`content_sha256`);--> statement-breakpoint
CREATE INDEX `documents_space_worker_type_idx` ON `documents` (`space_id`,`worker_id`,`type`);--> statement-breakpoint
CREATE TABLE `dpae_declarations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`order_id` integer,
	`user_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`contract_nature` text NOT NULL,
	`hired_at` integer NOT NULL,
	`contract_end_date` text,
	`test` integer DEFAULT false NOT NULL,
	`urssaf_flow_id` text,
	`sent_xml` text,
	`sent_at` integer,
	`error_message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "dpae_declarations_status_check" CHECK("dpae_declarations"."status" in ('pending', 'processing', 'urssaf_ack', 'success', 'error')),
	CONSTRAINT "dpae_declarations_contract_nature_check" CHECK("dpae_declarations"."contract_nature" in ('CDI', 'CDD', 'CTT')),
	CONSTRAINT "dpae_declarations_end_date_check" CHECK("dpae_declarations"."contract_nature" = 'CDI' or "dpae_declarations"."contract_end_date" is not null)
);
--> statement-breakpoint
CREATE INDEX `dpae_declarations_space_status_created_idx` ON `dpae_declarations` (`space_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `dpae_declarations_space_worker_idx` ON `dpae_declarations` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `dpae_declarations_space_order_idx` ON `dpae_declarations` (`space_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `dpae_declarations_flow_idx` ON `dpae_declarations` (`urssaf_flow_id`);--> statement-breakpoint
CREATE TABLE `dpae_returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`dpae_id` integer NOT NULL,
	`kind` text,
	`raw_payload` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dpae_id`) REFERENCES `dpae_declarations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dpae_returns_dpae_received_idx` ON `dpae_returns` (`dpae_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `job_offer_applicants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`job_offer_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`board` text,
	`applied_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`job_offer_id`) REFERENCES `job_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_offer_applicants_offer_worker_unique` ON `job_offer_applicants` (`job_offer_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `job_offer_applicants_space_worker_idx` ON `job_offer_applicants` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE TABLE `job_offer_job_boards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`job_offer_id` integer NOT NULL,
	`board` text NOT NULL,
	`published_at` integer,
	`url` text,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`job_offer_id`) REFERENCES `job_offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_offer_job_boards_offer_board_unique` ON `job_offer_job_boards` (`job_offer_id`,`board`);--> statement-breakpoint
CREATE TABLE `job_offers` (
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
	CONSTRAINT "job_offers_status_check" CHECK("job_offers"."status" in ('published', 'unpublished', 'draft')),
	CONSTRAINT "job_offers_contract_type_check" CHECK("job_offers"."contract_type" in ('temporary_work', 'permanent', 'temporary', 'training', 'individual_contractor_agreement', 'subcontracting'))
);
--> statement-breakpoint
CREATE INDEX `job_offers_space_status_published_idx` ON `job_offers` (`space_id`,`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`user_id` integer,
	`type` integer NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`title` text NOT NULL,
	`message` text,
	`data_order_id` integer,
	`data_superworker_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`data_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`data_superworker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_type_check" CHECK("notifications"."type" in (1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
CREATE INDEX `notifications_space_created_idx` ON `notifications` (`space_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_read_idx` ON `notifications` (`user_id`,`read`);--> statement-breakpoint
CREATE TABLE `order_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_periods_range_check" CHECK("order_periods"."ends_at" > "order_periods"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_periods_order_position_unique` ON `order_periods` (`order_id`,`position`);--> statement-breakpoint
CREATE INDEX `order_periods_space_start_idx` ON `order_periods` (`space_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `order_template_statuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`status` text DEFAULT 'select' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_template_statuses_status_check" CHECK("order_template_statuses"."status" in ('select', 'in_progress', 'waiting', 'accepted', 'refused', 'replaced', 'abandoned', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `order_template_statuses_order_worker_idx` ON `order_template_statuses` (`order_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `order_template_statuses_space_worker_idx` ON `order_template_statuses` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE TABLE `order_workers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`period_id` integer,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`period_id`) REFERENCES `order_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_workers_status_check" CHECK("order_workers"."status" in ('unknown', 'available', 'unavailable', 'blocked', 'contract', 'awaiting_reply', 'pending', 'select', 'in_progress', 'waiting', 'accepted', 'refused', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_period_unique` ON `order_workers` (`order_id`,`worker_id`,`period_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_workers_order_worker_whole_unique` ON `order_workers` (`order_id`,`worker_id`) WHERE period_id is null;--> statement-breakpoint
CREATE INDEX `order_workers_space_worker_idx` ON `order_workers` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE INDEX `order_workers_period_idx` ON `order_workers` (`period_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
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
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`business_manager_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_contract_type_check" CHECK("orders"."contract_type" in ('temporary_work', 'permanent', 'temporary', 'training', 'individual_contractor_agreement', 'subcontracting')),
	CONSTRAINT "orders_appeal_reason_check" CHECK("orders"."appeal_reason" in ('replacement_absent_employee', 'replacement_suspended_contract', 'replacement_departed_employee', 'replacement_awaiting_new_hire', 'replacement_part_time_switch', 'replacement_company_head', 'replacement_liberal_professional', 'replacement_farm_head', 'replacement_farm_family_helper', 'temporary_increase_activity', 'exceptional_export_order', 'urgent_safety_work', 'seasonal_work', 'customary_temporary_job', 'specific_purpose_contract', 'job_seeker_integration', 'additional_vocational_training', 'senior_employment', 'multiple_employer_group', 'awaiting_position_deletion')),
	CONSTRAINT "orders_source_check" CHECK("orders"."source" in ('remote_prospecting', 'field_prospecting', 'word_of_mouth', 'events', 'web')),
	CONSTRAINT "orders_attribution_mode_check" CHECK("orders"."attribution_mode" in ('automatic', 'manual')),
	CONSTRAINT "orders_status_check" CHECK("orders"."status" in ('pending', 'processing', 'closed', 'cancelled')),
	CONSTRAINT "orders_closing_state_check" CHECK("orders"."closing_state" in ('honored', 'partially_honored', 'not_honored')),
	CONSTRAINT "orders_quantity_check" CHECK("orders"."quantity" >= 1),
	CONSTRAINT "orders_hourly_rate_check" CHECK("orders"."hourly_rate" between 0 and 1000),
	CONSTRAINT "orders_coefficient_check" CHECK("orders"."coefficient" between 0 and 1000),
	CONSTRAINT "orders_weekly_duration_check" CHECK("orders"."weekly_duration" between 0 and 168),
	CONSTRAINT "orders_reminder_hours_check" CHECK("orders"."reminder_hours_before" > 0)
);
--> statement-breakpoint
CREATE INDEX `orders_space_status_created_idx` ON `orders` (`space_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_space_company_idx` ON `orders` (`space_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `orders_space_created_idx` ON `orders` (`space_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`company_id` integer,
	`title` text NOT NULL,
	`qualification` text,
	`description` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `positions_space_title_idx` ON `positions` (`space_id`,`title`);--> statement-breakpoint
CREATE INDEX `positions_space_company_idx` ON `positions` (`space_id`,`company_id`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_messages_idempotency_unique` ON `outbox_messages` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `processed_jobs` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `activity_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nomenclature` text NOT NULL,
	`code` text NOT NULL,
	`label_fr` text NOT NULL,
	`label_en` text,
	CONSTRAINT "activity_sections_nomenclature_check" CHECK("activity_sections"."nomenclature" in ('naf_rev2', 'naf_2025'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `activity_sections_nomenclature_code_unique` ON `activity_sections` (`nomenclature`,`code`);--> statement-breakpoint
CREATE TABLE `communes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`insee_code` text NOT NULL,
	`postal_code` text NOT NULL,
	`name` text NOT NULL,
	`name_normalized` text NOT NULL,
	`departement_code` text,
	`region_code` text,
	`population` integer,
	`latitude` real,
	`longitude` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `communes_insee_postal_unique` ON `communes` (`insee_code`,`postal_code`);--> statement-breakpoint
CREATE INDEX `communes_postal_code_idx` ON `communes` (`postal_code`);--> statement-breakpoint
CREATE INDEX `communes_name_normalized_idx` ON `communes` (`name_normalized`);--> statement-breakpoint
CREATE INDEX `communes_departement_idx` ON `communes` (`departement_code`);--> statement-breakpoint
CREATE TABLE `departements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`region_code` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `departements_code_unique` ON `departements` (`code`);--> statement-breakpoint
CREATE INDEX `departements_region_idx` ON `departements` (`region_code`);--> statement-breakpoint
CREATE TABLE `legal_forms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`level` integer NOT NULL,
	`code` text NOT NULL,
	`parent_code` text,
	`label_fr` text NOT NULL,
	`label_en` text,
	CONSTRAINT "legal_forms_level_check" CHECK("legal_forms"."level" in (1, 2, 3)),
	CONSTRAINT "legal_forms_code_length_check" CHECK(length("legal_forms"."code") = case "legal_forms"."level" when 1 then 1 when 2 then 2 else 4 end)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `legal_forms_code_unique` ON `legal_forms` (`code`);--> statement-breakpoint
CREATE INDEX `legal_forms_level_parent_idx` ON `legal_forms` (`level`,`parent_code`);--> statement-breakpoint
CREATE TABLE `naf_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nomenclature` text NOT NULL,
	`code` text NOT NULL,
	`level` text NOT NULL,
	`parent_code` text,
	`label_fr` text NOT NULL,
	`label_en` text,
	CONSTRAINT "naf_codes_nomenclature_check" CHECK("naf_codes"."nomenclature" in ('naf_rev2', 'naf_2025')),
	CONSTRAINT "naf_codes_level_check" CHECK("naf_codes"."level" in ('section', 'division', 'group', 'class', 'subclass'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `naf_codes_nomenclature_code_unique` ON `naf_codes` (`nomenclature`,`code`);--> statement-breakpoint
CREATE INDEX `naf_codes_nomenclature_parent_idx` ON `naf_codes` (`nomenclature`,`parent_code`);--> statement-breakpoint
CREATE TABLE `regions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regions_code_unique` ON `regions` (`code`);--> statement-breakpoint
CREATE TABLE `staff_size_bands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label_fr` text NOT NULL,
	`label_en` text,
	`min_employees` integer,
	`max_employees` integer,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_size_bands_code_unique` ON `staff_size_bands` (`code`);--> statement-breakpoint
CREATE TABLE `scheduled_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer,
	`type` text NOT NULL,
	`run_at` integer NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`done_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "scheduled_jobs_status_check" CHECK("scheduled_jobs"."status" in ('pending', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_jobs_idempotency_key_unique` ON `scheduled_jobs` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `scheduled_jobs_status_run_at_idx` ON `scheduled_jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE INDEX `scheduled_jobs_space_idx` ON `scheduled_jobs` (`space_id`);--> statement-breakpoint
CREATE TABLE `sms_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`direction` text NOT NULL,
	`status` text NOT NULL,
	`to_phone` text NOT NULL,
	`from_phone` text,
	`body` text NOT NULL,
	`segments` integer NOT NULL,
	`encoding` text NOT NULL,
	`send_at` integer,
	`reminder_at` integer,
	`sent_at` integer,
	`delivered_at` integer,
	`provider_message_id` text,
	`error_message` text,
	`worker_id` integer,
	`order_id` integer,
	`user_id` integer,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "sms_messages_direction_check" CHECK("sms_messages"."direction" in ('outbound', 'inbound')),
	CONSTRAINT "sms_messages_status_check" CHECK("sms_messages"."status" in ('scheduled', 'queued', 'sent', 'delivered', 'failed')),
	CONSTRAINT "sms_messages_encoding_check" CHECK("sms_messages"."encoding" in ('gsm7', 'ucs2')),
	CONSTRAINT "sms_messages_segments_check" CHECK("sms_messages"."segments" >= 1),
	CONSTRAINT "sms_messages_reminder_check" CHECK("sms_messages"."reminder_at" > "sms_messages"."send_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_messages_provider_message_id_unique` ON `sms_messages` (`provider_message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sms_messages_idempotency_key_unique` ON `sms_messages` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `sms_messages_space_created_idx` ON `sms_messages` (`space_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_messages_space_worker_created_idx` ON `sms_messages` (`space_id`,`worker_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_messages_space_order_idx` ON `sms_messages` (`space_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `sms_messages_status_send_idx` ON `sms_messages` (`status`,`send_at`);--> statement-breakpoint
CREATE TABLE `sms_suppressions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`phone` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_suppressions_space_phone_unique` ON `sms_suppressions` (`space_id`,`phone`);--> statement-breakpoint
CREATE TABLE `spaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`siret` text,
	`url` text,
	`association_code` text,
	`address` text,
	`zipcode` text,
	`city` text,
	`phone` text,
	`default_notification_email` text,
	`latitude` real,
	`longitude` real,
	`ocr_enabled` integer DEFAULT false NOT NULL,
	`sms_enabled` integer DEFAULT false NOT NULL,
	`mail_enabled` integer DEFAULT false NOT NULL,
	`urssaf_organization` text,
	`health_service_code` text,
	`urssaf_code` text,
	`trade_name` text,
	`siren` text,
	`website` text,
	`urssaf_city` text,
	`ape_code` text,
	`ape_nomenclature` text,
	`legal_form_code` text,
	`staff_size_band` text,
	`activity_section` text,
	`idcc` text,
	`etp_count` integer,
	`vat_code` text,
	`manager_last_name` text,
	`manager_first_name` text,
	`revenue_range` text,
	`net_income_range` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `spaces_url_unique` ON `spaces` (`url`);--> statement-breakpoint
CREATE UNIQUE INDEX `spaces_association_code_unique` ON `spaces` (`association_code`);--> statement-breakpoint
CREATE INDEX `spaces_deleted_name_idx` ON `spaces` (`deleted_at`,`name`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_space_name_unique` ON `groups` (`space_id`,`name`);--> statement-breakpoint
CREATE TABLE `user_groups` (
	`user_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `group_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_groups_group_idx` ON `user_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `user_permissions` (
	`user_id` integer NOT NULL,
	`permission` text NOT NULL,
	PRIMARY KEY(`user_id`, `permission`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_permissions_permission_check" CHECK("user_permissions"."permission" in ('app-admin', 'space-users', 'jobs-delegate', 'orders', 'multiposting', 'order_template_temporary_work', 'order_template_permanent', 'order_template_temporary', 'order_template_individual_contractor_aggrements', 'order_template_subcontracting', 'company_search_filters'))
);
--> statement-breakpoint
CREATE TABLE `user_spaces` (
	`user_id` integer NOT NULL,
	`space_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `space_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_spaces_space_idx` ON `user_spaces` (`space_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`api_access` integer DEFAULT false NOT NULL,
	`legacy_v1_admin` integer DEFAULT false NOT NULL,
	`locale` text DEFAULT 'fr' NOT NULL,
	`theme` text DEFAULT 'light' NOT NULL,
	`last_login_at` integer,
	`v3_last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	CONSTRAINT "users_locale_check" CHECK("users"."locale" in ('fr', 'en', 'es', 'de', 'pt', 'it')),
	CONSTRAINT "users_theme_check" CHECK("users"."theme" in ('light', 'dark'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `interview_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `interview_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_answers_worker_question_unique` ON `interview_answers` (`worker_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `interview_answers_question_idx` ON `interview_answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `interview_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`label` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `interview_questions_space_archived_position_idx` ON `interview_questions` (`space_id`,`archived_at`,`position`);--> statement-breakpoint
CREATE TABLE `worker_availabilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`status` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`follow_up` integer DEFAULT false NOT NULL,
	`comment` text,
	`user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "worker_availabilities_status_check" CHECK("worker_availabilities"."status" in ('available', 'unavailable', 'contract', 'awaiting_reply', 'blocked', 'unknown')),
	CONSTRAINT "worker_availabilities_period_check" CHECK("worker_availabilities"."ends_at" > "worker_availabilities"."starts_at"),
	CONSTRAINT "worker_availabilities_comment_check" CHECK(length("worker_availabilities"."comment") <= 500),
	CONSTRAINT "worker_availabilities_follow_up_check" CHECK(not ("worker_availabilities"."follow_up" and "worker_availabilities"."status" = 'contract'))
);
--> statement-breakpoint
CREATE INDEX `worker_availabilities_space_worker_start_idx` ON `worker_availabilities` (`space_id`,`worker_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `worker_availabilities_space_status_period_idx` ON `worker_availabilities` (`space_id`,`status`,`starts_at`,`ends_at`);--> statement-breakpoint
CREATE TABLE `worker_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`user_id` integer,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `worker_comments_space_worker_created_idx` ON `worker_comments` (`space_id`,`worker_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `worker_emergency_contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`relationship` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `worker_emergency_contacts_space_worker_idx` ON `worker_emergency_contacts` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `worker_emergency_contacts_worker_phone_unique` ON `worker_emergency_contacts` (`worker_id`,`phone`);--> statement-breakpoint
CREATE TABLE `worker_equipment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`name` text NOT NULL,
	`comment` text,
	`size` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `worker_equipment_space_worker_idx` ON `worker_equipment` (`space_id`,`worker_id`);--> statement-breakpoint
CREATE TABLE `worker_favorite_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`position` integer NOT NULL,
	`job` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "worker_favorite_jobs_position_check" CHECK("worker_favorite_jobs"."position" in (0, 1, 2))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_favorite_jobs_worker_position_unique` ON `worker_favorite_jobs` (`worker_id`,`position`);--> statement-breakpoint
CREATE INDEX `worker_favorite_jobs_space_job_idx` ON `worker_favorite_jobs` (`space_id`,`job`);--> statement-breakpoint
CREATE TABLE `worker_preference_availabilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`availability` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "worker_preference_availabilities_availability_check" CHECK("worker_preference_availabilities"."availability" in ('full_time', 'part_time', 'day', 'morning', 'afternoon', 'night', 'weekend', 'shifts_2x8', 'shifts_3x8', 'shifts_4x8', 'shifts_5x8'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_preference_availabilities_unique` ON `worker_preference_availabilities` (`worker_id`,`availability`);--> statement-breakpoint
CREATE INDEX `worker_preference_availabilities_space_value_idx` ON `worker_preference_availabilities` (`space_id`,`availability`);--> statement-breakpoint
CREATE TABLE `worker_preference_environments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`environment` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "worker_preference_environments_environment_check" CHECK("worker_preference_environments"."environment" in ('outdoor', 'indoor', 'cold', 'frozen', 'dust', 'noise', 'height', 'heavy_loads', 'meat', 'fish', 'alcohol'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_preference_environments_unique` ON `worker_preference_environments` (`worker_id`,`environment`);--> statement-breakpoint
CREATE INDEX `worker_preference_environments_space_value_idx` ON `worker_preference_environments` (`space_id`,`environment`);--> statement-breakpoint
CREATE TABLE `worker_transport_means` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`worker_id` integer NOT NULL,
	`mean` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `workers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "worker_transport_means_mean_check" CHECK("worker_transport_means"."mean" in ('car', 'motorbike', 'bike_scooter', 'mass_transit', 'moped', 'walk', 'carpool'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_transport_means_unique` ON `worker_transport_means` (`worker_id`,`mean`);--> statement-breakpoint
CREATE INDEX `worker_transport_means_space_mean_idx` ON `worker_transport_means` (`space_id`,`mean`);--> statement-breakpoint
CREATE TABLE `workers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`space_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`sex` text,
	`birth_date` text,
	`birth_city` text,
	`birth_country` text,
	`birth_department` text,
	`nationality` text,
	`nir` text,
	`maiden_name` text,
	`family_situation` text,
	`child_in_charge` integer,
	`postal_address` text,
	`postal_complement` text,
	`postal_code` text,
	`postal_city` text,
	`postal_country` text,
	`phone_number` text,
	`mobile_phone_number` text,
	`email` text,
	`profile_picture_key` text,
	`external_ref` text,
	`introduction_text` text,
	`resume_keywords` text,
	`product_number` text,
	`wage_category` text,
	`payment_category` text,
	`domiciliation` text,
	`beneficiary` text,
	`bic` text,
	`iban` text,
	`preference_start` text,
	`state` text DEFAULT 'candidate' NOT NULL,
	`cet_consent` integer DEFAULT false NOT NULL,
	`under_18` integer DEFAULT false NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "workers_sex_check" CHECK("workers"."sex" in ('mister', 'misses')),
	CONSTRAINT "workers_family_situation_check" CHECK("workers"."family_situation" in ('single', 'in_couple', 'married', 'divorced', 'widowed', 'civil_union', 'separated')),
	CONSTRAINT "workers_payment_category_check" CHECK("workers"."payment_category" in ('bank_transfer', 'cheque')),
	CONSTRAINT "workers_preference_start_check" CHECK("workers"."preference_start" in ('1_hour', '1_day', '1_week', '1_month', '3_months')),
	CONSTRAINT "workers_state_check" CHECK("workers"."state" in ('web', 'candidate', 'employee', 'applicant', 'pre_registered', 'supplement_ok')),
	CONSTRAINT "workers_birth_date_check" CHECK("workers"."birth_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "workers_child_in_charge_check" CHECK("workers"."child_in_charge" >= 0),
	CONSTRAINT "workers_email_or_mobile_check" CHECK("workers"."email" is not null or "workers"."mobile_phone_number" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workers_space_external_ref_unique` ON `workers` (`space_id`,`external_ref`);--> statement-breakpoint
CREATE INDEX `workers_space_archived_name_idx` ON `workers` (`space_id`,`archived_at`,`last_name`,`first_name`);--> statement-breakpoint
CREATE INDEX `workers_space_state_idx` ON `workers` (`space_id`,`state`);--> statement-breakpoint
CREATE INDEX `workers_space_postal_code_idx` ON `workers` (`space_id`,`postal_code`);--> statement-breakpoint
CREATE INDEX `workers_space_updated_idx` ON `workers` (`space_id`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `workers_space_email_unique` ON `workers` (`space_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `workers_space_mobile_unique` ON `workers` (`space_id`,`mobile_phone_number`);