CREATE TABLE `reference_data_versions` (
	`set_name` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`row_count` integer NOT NULL,
	`loaded_at` integer NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_activity_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nomenclature` text NOT NULL,
	`code` text NOT NULL,
	`parent_code` text,
	`label_fr` text NOT NULL,
	`label_en` text,
	CONSTRAINT "activity_sections_nomenclature_check" CHECK("__new_activity_sections"."nomenclature" in ('naf_rev2', 'naf_2025', 'naf_rev1'))
);
--> statement-breakpoint
INSERT INTO `__new_activity_sections`("id", "nomenclature", "code", "label_fr", "label_en") SELECT "id", "nomenclature", "code", "label_fr", "label_en" FROM `activity_sections`;--> statement-breakpoint
DROP TABLE `activity_sections`;--> statement-breakpoint
ALTER TABLE `__new_activity_sections` RENAME TO `activity_sections`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `activity_sections_nomenclature_code_unique` ON `activity_sections` (`nomenclature`,`code`);--> statement-breakpoint
ALTER TABLE `legal_forms` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `naf_codes` ADD `search_text` text DEFAULT '' NOT NULL;