CREATE INDEX `companies_filter_state_idx` ON `companies` (`space_id`,`archived_at`,`state`,`name`);--> statement-breakpoint
CREATE INDEX `companies_filter_staff_band_idx` ON `companies` (`space_id`,`archived_at`,`staff_size_band`,`name`);--> statement-breakpoint
CREATE INDEX `companies_filter_legal_form_idx` ON `companies` (`space_id`,`archived_at`,`legal_form_code`,`name`);--> statement-breakpoint
CREATE INDEX `companies_filter_ape_idx` ON `companies` (`space_id`,`archived_at`,`ape_code`,`name`);--> statement-breakpoint
CREATE INDEX `companies_filter_section_idx` ON `companies` (`space_id`,`archived_at`,`activity_section`,`name`);--> statement-breakpoint
CREATE INDEX `companies_filter_zipcode_idx` ON `companies` (`space_id`,`archived_at`,`zipcode`);