import { z } from "zod";
import { RowIdSchema } from "../validation/row-id";
import { IdParamSchema } from "../validation/id-param";
import { EmailSchema } from "../auth/auth-schemas";
import {
  FAMILY_SITUATIONS,
  PAYMENT_CATEGORIES,
  PREFERENCE_AVAILABILITIES,
  PREFERENCE_ENVIRONMENTS,
  PREFERENCE_STARTS,
  SEXES,
  TRANSPORTATION_MEANS,
  WORKER_STATES,
} from "../enums/worker";
import { AddressTextSchema, IntroductionTextSchema, TEXT_MAX } from "../validation/text";
import { BirthDateSchema } from "../dates/birth-date";
import { FavoriteJobsSchema } from "./favorite-jobs";
import { PersonNameSchema } from "../french/names";
import { PostalCodeSchema } from "../french/postal-code";
import { BicSchema, FrenchPhoneSchema, IbanSchema, MobilePhoneSchema, NirSchema } from "../french/schemas";
import { workerRuleIssues } from "./worker-rules";

// The worker form (spec 000 §3 Worker profile, §5; spec 001 §3 registration payload): one schema for the
// web form and for /v1 (CONVENTIONS §2). Keys are the spec's field names, so a 422 names what the
// screen shows. Every string is bounded before any rule runs, so a 100,000-character value costs nothing.

export const EXTERNAL_REF_MAX = 50; // spec 000 §5 "limited length"
export const CHILD_IN_CHARGE_MAX = 30;
export const RESUME_KEYWORDS_MAX = 65_535;

/** A string of at most `max` characters, then the French rule (which may normalise it). */
function bounded<T extends z.ZodType<unknown, string>>(max: number, schema: T) {
  return z.string().max(max).pipe(schema);
}

const BirthDepartmentSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(3)
  // 01–95 (20 for Corsican births before 1976), 2A, 2B, 971–989 overseas, 99 born abroad.
  .regex(/^(0[1-9]|[1-9]\d|2A|2B|9[78]\d)$/, "birth_department_format");

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** The profile fields, without defaults: a PATCH never resets what it does not mention. */
export const WorkerFields = {
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  sex: nullable(z.enum(SEXES)),
  birth_date: nullable(BirthDateSchema.max(10)),
  birth_city: nullable(AddressTextSchema),
  birth_country: nullable(AddressTextSchema),
  birth_department: nullable(BirthDepartmentSchema),
  nationality: nullable(AddressTextSchema),
  nir: nullable(bounded(30, NirSchema)),
  maiden_name: nullable(PersonNameSchema),
  family_situation: nullable(z.enum(FAMILY_SITUATIONS)),
  child_in_charge: nullable(z.number().int().min(0).max(CHILD_IN_CHARGE_MAX)),
  postal_address: nullable(AddressTextSchema),
  postal_complement: nullable(AddressTextSchema),
  postal_code: nullable(PostalCodeSchema.max(5)),
  postal_city: nullable(AddressTextSchema),
  postal_country: nullable(AddressTextSchema),
  phone_number: nullable(bounded(30, FrenchPhoneSchema)),
  mobile_phone_number: nullable(bounded(30, MobilePhoneSchema)),
  email: nullable(EmailSchema),
  favorite_jobs: FavoriteJobsSchema.optional(),
  transportation_means: z.array(z.enum(TRANSPORTATION_MEANS)).max(TRANSPORTATION_MEANS.length).optional(),
  external_ref: nullable(z.string().trim().min(1).max(EXTERNAL_REF_MAX)),
  introduction_text: nullable(IntroductionTextSchema),
  resume_keywords: nullable(z.string().max(RESUME_KEYWORDS_MAX)),
  wage_category: nullable(z.string().trim().min(1).max(TEXT_MAX)),
  payment_category: nullable(z.enum(PAYMENT_CATEGORIES)),
  /** Spec 000 §3 spells it so: a body written from the spec is taken too (docs/decisions/0003). */
  payement_category: nullable(z.enum(PAYMENT_CATEGORIES)),
  domiciliation: nullable(AddressTextSchema),
  beneficiary: nullable(z.string().trim().min(2).max(TEXT_MAX)),
  bic: nullable(bounded(20, BicSchema)),
  iban: nullable(bounded(50, IbanSchema)),
  state: z.enum(WORKER_STATES).optional(),
  cet_consent: z.boolean().optional(),
  preference_start: nullable(z.enum(PREFERENCE_STARTS)),
  preference_environments: z.array(z.enum(PREFERENCE_ENVIRONMENTS)).max(PREFERENCE_ENVIRONMENTS.length).optional(),
  preference_availabilities: z.array(z.enum(PREFERENCE_AVAILABILITIES)).max(PREFERENCE_AVAILABILITIES.length).optional(),
};

export const WorkerCreateSchema = z
  .strictObject({
    space_id: RowIdSchema,
    ...WorkerFields,
  })
  .superRefine(
    (worker, ctx) => {
      for (const issue of workerRuleIssues(worker)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      refusePaymentCategoryConflict(worker, ctx);
    },
    // Runs even when other fields were refused, so one answer names every problem.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type WorkerCreateInput = z.infer<typeof WorkerCreateSchema>;

/** Partial, no defaults; the cross-field rules run on the merged profile (workerRuleIssues). */
export const WorkerUpdateSchema = z.strictObject(WorkerFields).partial().superRefine(refusePaymentCategoryConflict);
export type WorkerUpdateInput = z.infer<typeof WorkerUpdateSchema>;

/** Both spellings of the payment category in one body must agree. */
function refusePaymentCategoryConflict(
  worker: { payment_category?: string | null; payement_category?: string | null },
  ctx: z.RefinementCtx,
) {
  const { payment_category: payment, payement_category: alias } = worker;
  if (payment !== undefined && alias !== undefined && payment !== alias) {
    ctx.addIssue({ code: "custom", path: ["payement_category"], message: "payment_category_conflict" });
  }
}

/** The payment category of a body, whichever spelling it used (the spec's alias folded in). */
export function paymentCategoryOf(worker: Pick<WorkerUpdateInput, "payment_category" | "payement_category">) {
  return worker.payment_category !== undefined ? worker.payment_category : worker.payement_category;
}

export const WorkerIdParamsSchema = z.object({ id: IdParamSchema });

const nullableText = z.string().nullable();

/** The worker file as /v1 answers it: staff of the space see bank data and the NIR; internal columns never leave. */
export const WorkerFileSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  sex: z.enum(SEXES).nullable(),
  birth_date: nullableText,
  birth_city: nullableText,
  birth_country: nullableText,
  birth_department: nullableText,
  nationality: nullableText,
  nir: nullableText,
  maiden_name: nullableText,
  family_situation: z.enum(FAMILY_SITUATIONS).nullable(),
  child_in_charge: z.number().int().nullable(),
  postal_address: nullableText,
  postal_complement: nullableText,
  postal_code: nullableText,
  postal_city: nullableText,
  postal_country: nullableText,
  /** Derived from the postal code (communes reference); null when unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone_number: nullableText,
  mobile_phone_number: nullableText,
  email: nullableText,
  favorite_jobs: z.array(z.string()),
  transportation_means: z.array(z.enum(TRANSPORTATION_MEANS)),
  has_profile_picture: z.boolean(),
  /** A document's validity ended or ends within 30 Paris days. */
  documents_expiring: z.boolean(),
  external_ref: nullableText,
  introduction_text: nullableText,
  resume_keywords: nullableText,
  /** The spec's "{product} number". */
  product_number: nullableText,
  wage_category: nullableText,
  payment_category: z.enum(PAYMENT_CATEGORIES).nullable(),
  /** The same value under the spec's spelling (000 §3). */
  payement_category: z.enum(PAYMENT_CATEGORIES).nullable(),
  domiciliation: nullableText,
  beneficiary: nullableText,
  bic: nullableText,
  iban: nullableText,
  state: z.enum(WORKER_STATES),
  cet_consent: z.boolean(),
  /** Registered while under 18 (spec 000 §5): flagged, not refused. */
  under_18: z.boolean(),
  preference_start: z.enum(PREFERENCE_STARTS).nullable(),
  preference_environments: z.array(z.enum(PREFERENCE_ENVIRONMENTS)),
  preference_availabilities: z.array(z.enum(PREFERENCE_AVAILABILITIES)),
  archived: z.boolean(),
  archived_at: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkerFile = z.infer<typeof WorkerFileSchema>;

export const CurrentAvailabilitySchema = z.object({
  status: z.string(),
  from: z.string(),
  to: z.string(),
});

/** One card or row of the worker list (spec 000 §2 card view, list view). */
export const WorkerSummarySchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  maiden_name: nullableText,
  sex: z.enum(SEXES).nullable(),
  birth_date: nullableText,
  email: nullableText,
  mobile_phone_number: nullableText,
  phone_number: nullableText,
  postal_code: nullableText,
  postal_city: nullableText,
  state: z.enum(WORKER_STATES),
  under_18: z.boolean(),
  favorite_jobs: z.array(z.string()),
  transportation_means: z.array(z.enum(TRANSPORTATION_MEANS)),
  /** The availability covering now, if any. */
  current_availability: CurrentAvailabilitySchema.nullable(),
  /** Kilometres from the point of a distance search, rounded to 0.1; null without one. */
  distance_km: z.number().nullable(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkerSummary = z.infer<typeof WorkerSummarySchema>;

export const BULK_WORKERS_MAX = 100;

/** Archive or reactivate several workers at once (spec 000 §4: "singly or in bulk"). */
export const WorkerIdsSchema = z.strictObject({
  ids: z.array(RowIdSchema).min(1).max(BULK_WORKERS_MAX),
});

export const BulkWorkersAnswerSchema = z.object({
  changed: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.enum(["not_found", "already_archived", "not_archived"]) })),
});
export type BulkWorkersAnswer = z.infer<typeof BulkWorkersAnswerSchema>;
