-- One company per SIRET in a space (decision 0016): the write answers with the existing company; this
-- partial unique index settles two requests racing past that check. A space that already holds two
-- companies with one SIRET must merge them (or clear one SIRET) before this migration applies.
-- The worker list's search box finds a worker by a landline (phone_number) through its own index.
DROP INDEX `companies_space_siret_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `companies_space_siret_unique` ON `companies` (`space_id`,`siret`) WHERE siret is not null;--> statement-breakpoint
CREATE INDEX `workers_space_phone_idx` ON `workers` (`space_id`,`phone_number`);