-- Decision 0011: API tokens expire, and failed password attempts are also counted per client IP.
ALTER TABLE `api_tokens` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `ip` text;--> statement-breakpoint
CREATE INDEX `login_attempts_ip_time_idx` ON `login_attempts` (`ip`,`attempted_at`);--> statement-breakpoint
-- Hand-written: tokens issued before this migration get the lifetime new ones have (365 days).
UPDATE `api_tokens` SET `expires_at` = `created_at` + 31536000000 WHERE `expires_at` IS NULL;
