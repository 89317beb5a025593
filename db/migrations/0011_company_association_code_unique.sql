-- Spec 000 §5: a company's association_code is unique. The write path checks first; this index settles
-- two requests racing past that check (the second answers 409, see functions/src/routes/companies-write.ts).
DROP INDEX `companies_association_code_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `companies_association_code_unique` ON `companies` (`association_code`) WHERE association_code is not null;
