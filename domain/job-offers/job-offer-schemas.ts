import { z } from "zod";
import { CONTRACT_TYPES } from "../enums/order";
import { JOB_OFFER_STATUSES, MULTIPOSTING_PROVIDERS, PUBLICATION_ACTIONS, SALARY_PERIODS } from "../enums/job-offer";
import { PostalCodeSchema } from "../french/postal-code";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { AddressTextSchema, TEXT_MAX } from "../validation/text";

// Job offers (spec 000 §3 Job offer, §4 Offers; decision 0046): written once, published through the
// multiposting application and on the agency's own page. The /v1 keys are a contract.

/** A job description: long enough for tasks, profile and conditions, short enough for every job board. */
export const OFFER_DESCRIPTION_MAX = 10_000;
/** Salaries in euros: an hourly rate or a yearly package, never more than a million. */
export const OFFER_SALARY_MAX = 1_000_000;

const nullableNumber = (max: number) => z.number().min(0).max(max).nullable().optional();

/** Every field of an offer, each with its own rule (the form's, the API's and the prefill's). */
export const JobOfferFields = {
  title: z.string().trim().min(2).max(TEXT_MAX),
  description: z.string().trim().min(1).max(OFFER_DESCRIPTION_MAX),
  contract_type: z.enum(CONTRACT_TYPES),
  postal_code: PostalCodeSchema,
  city: AddressTextSchema,
  position_id: RowIdSchema.nullable().optional(),
  order_id: RowIdSchema.nullable().optional(),
  salary_min: nullableNumber(OFFER_SALARY_MAX),
  salary_max: nullableNumber(OFFER_SALARY_MAX),
  salary_period: z.enum(SALARY_PERIODS).nullable().optional(),
  weekly_hours: nullableNumber(168),
  start_date: z.iso.date().nullable().optional(),
  auto_republish: z.boolean().optional(),
};

/** The fields an offer cannot be saved without (after its position or order filled what they could). */
export const REQUIRED_OFFER_FIELDS = ["title", "description", "contract_type", "postal_code", "city"] as const;

interface SalaryValues {
  salary_min?: number | null | undefined;
  salary_max?: number | null | undefined;
  salary_period?: string | null | undefined;
}

/** A salary range reads low to high, and says what period it is for. */
export function salaryIssues(offer: SalaryValues): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const amount = (value: unknown) => (typeof value === "number" ? value : null);
  const min = amount(offer.salary_min);
  const max = amount(offer.salary_max);
  if (min !== null && max !== null && max < min) issues.push({ field: "salary_max", message: "salary_max_below_min" });
  if ((min !== null || max !== null) && !offer.salary_period) issues.push({ field: "salary_period", message: "salary_period_required" });
  return issues;
}

function refineSalary(offer: SalaryValues, ctx: z.RefinementCtx) {
  for (const issue of salaryIssues(offer)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}

/** The salary rule runs beside the fields' own, so one answer names every refused field. */
const beside = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

/** The offer as the create and edit form has it: every required field filled (the browser's check and the API's last one). */
export const JobOfferFormSchema = z.strictObject(JobOfferFields).superRefine(refineSalary, beside);
export type JobOfferFormInput = z.infer<typeof JobOfferFormSchema>;

/**
 * POST /v1/job-offers. A position or an order fills what the body leaves out (its title, place, contract,
 * pay…); what is still missing afterwards is refused by name (422, reason `required`).
 */
export const JobOfferCreateSchema = z
  .strictObject({
    space_id: RowIdSchema.optional(),
    ...JobOfferFields,
    title: JobOfferFields.title.optional(),
    description: JobOfferFields.description.optional(),
    contract_type: JobOfferFields.contract_type.optional(),
    postal_code: JobOfferFields.postal_code.optional(),
    city: JobOfferFields.city.optional(),
  })
  .superRefine(refineSalary, beside);
export type JobOfferCreateInput = z.infer<typeof JobOfferCreateSchema>;

/** PATCH /v1/job-offers/{id}: any field; the salary rule is judged on the offer as it will be. */
export const JobOfferUpdateSchema = z.strictObject(JobOfferFields).partial();
export type JobOfferUpdateInput = z.infer<typeof JobOfferUpdateSchema>;

/** GET /v1/job-offers/prefill: what an offer made from a position or an order starts with. */
export const JobOfferPrefillQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  position_id: RowIdQuerySchema.optional(),
  order_id: RowIdQuerySchema.optional(),
});
export type JobOfferPrefillQuery = z.infer<typeof JobOfferPrefillQuerySchema>;

export const JobOfferPrefillSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  contract_type: z.enum(CONTRACT_TYPES).nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  position_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  weekly_hours: z.number().nullable(),
  start_date: z.string().nullable(),
});
export type JobOfferPrefill = z.infer<typeof JobOfferPrefillSchema>;

export const ListJobOffersQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  /** Spec 000 §4's labels: published (Normal), unpublished (Archivé), draft (Brouillon). */
  status: z.enum(JOB_OFFER_STATUSES).optional(),
  ...pageQueryFields(25),
});
export type ListJobOffersQuery = z.infer<typeof ListJobOffersQuerySchema>;

export const JobOfferIdParamsSchema = z.object({ id: IdParamSchema });

export const JobBoardSchema = z.object({ board: z.string(), published_at: z.string().nullable(), url: z.string().nullable() });

/** An offer as the list shows it (GET /v1/job-offers). */
export const JobOfferSummarySchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  title: z.string(),
  contract_type: z.enum(CONTRACT_TYPES).nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  position_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  weekly_hours: z.number().nullable(),
  start_date: z.string().nullable(),
  /** published (Normal), unpublished (Archivé) or draft (Brouillon): what the job boards and the agency's page show. */
  status: z.enum(JOB_OFFER_STATUSES),
  published_at: z.string().nullable(),
  auto_republish: z.boolean(),
  /** When the cron republishes it next (auto_republish on and published), else null. */
  next_republish_at: z.string().nullable(),
  /** What was asked of the provider and is not done yet (the queue works on it), else null. */
  pending_action: z.enum(PUBLICATION_ACTIONS).nullable(),
  /** The provider's refusal of the last action asked, kept until the next one succeeds. */
  publication_error: z.string().nullable(),
  /** Where the recruiter picks the job boards: the address the multiposting application answered. */
  boards_url: z.string().nullable(),
  applicants_count: z.number().int(),
  /** The offer's page on the agency's own channel while it is published. */
  public_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobOfferSummary = z.infer<typeof JobOfferSummarySchema>;

/** One offer (GET /v1/job-offers/{id}): the summary, its description and the boards it is known on. */
export const JobOfferSchema = JobOfferSummarySchema.extend({
  description: z.string().nullable(),
  /** Where the offer is published and known to be: the agency's own page, and boards the provider named. */
  job_boards: z.array(JobBoardSchema),
});
export type JobOffer = z.infer<typeof JobOfferSchema>;

export const JobOfferApplicantSchema = z.object({
  worker_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  mobile_phone_number: z.string().nullable(),
  applied_at: z.string(),
});
export type JobOfferApplicant = z.infer<typeof JobOfferApplicantSchema>;

/** PUT /v1/spaces/{id}/multiposting: the agency's own account with the provider. */
export const MultipostingCredentialsInputSchema = z.strictObject({
  login: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type MultipostingCredentialsInput = z.infer<typeof MultipostingCredentialsInputSchema>;

/** GET /v1/spaces/{id}/multiposting: never the password. */
export const MultipostingSettingsSchema = z.object({
  provider: z.enum(MULTIPOSTING_PROVIDERS),
  configured: z.boolean(),
  login: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type MultipostingSettings = z.infer<typeof MultipostingSettingsSchema>;

/** What a stranger reads of a published offer on the agency's page (nothing about staff, applicants or the provider). */
export const PublicJobOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  contract_type: z.enum(CONTRACT_TYPES),
  postal_code: z.string(),
  city: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  weekly_hours: z.number().nullable(),
  start_date: z.string().nullable(),
  published_at: z.string(),
  agency: z.object({ url: z.string(), name: z.string(), city: z.string().nullable() }),
});
export type PublicJobOffer = z.infer<typeof PublicJobOfferSchema>;

export const PublicAgencyOffersSchema = z.object({
  agency: PublicJobOfferSchema.shape.agency,
  offers: z.array(PublicJobOfferSchema),
});
export type PublicAgencyOffers = z.infer<typeof PublicAgencyOffersSchema>;

export const PublicOfferParamsSchema = z.object({ url: z.string().min(1).max(255), id: IdParamSchema });
