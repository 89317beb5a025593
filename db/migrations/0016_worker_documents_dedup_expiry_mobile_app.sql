DROP INDEX `documents_space_worker_sha256_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `documents_worker_sha256_unique` ON `documents` (`space_id`,`worker_id`,`content_sha256`) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX `documents_space_sha256_idx` ON `documents` (`space_id`,`content_sha256`);--> statement-breakpoint
CREATE INDEX `documents_space_valid_until_idx` ON `documents` (`space_id`,`valid_until`);--> statement-breakpoint
ALTER TABLE `api_tokens` ADD `mobile_app` integer DEFAULT false NOT NULL;