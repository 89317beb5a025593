ALTER TABLE `spaces` ADD `last_worker_number` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The workers already there are numbered in the order they were created, space by space; each space's
-- counter then starts after its last number (decision 0048).
UPDATE `workers` SET `product_number` = cast(`numbered`.`n` as text)
FROM (SELECT `id`, row_number() OVER (PARTITION BY `space_id` ORDER BY `id`) AS `n` FROM `workers`) AS `numbered`
WHERE `workers`.`id` = `numbered`.`id`;--> statement-breakpoint
UPDATE `spaces` SET `last_worker_number` = (SELECT count(*) FROM `workers` WHERE `workers`.`space_id` = `spaces`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `workers_space_product_number_unique` ON `workers` (`space_id`,`product_number`);
