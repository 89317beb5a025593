import { z } from "zod";
import type { DOCUMENT_TYPES } from "../enums/worker";
import { DOCUMENT_MAX_BYTES } from "../documents/document-schemas";
import { RowIdSchema } from "../validation/row-id";
import { WorkerFields } from "../workers/worker-schemas";
import { workerRuleIssues } from "../workers/worker-rules";

// Public registration (spec 001 §1–§5, §8): the contract between /v1/public and the
// registration pages. The candidate's fields are the worker form's own (CONVENTIONS §2), so a
// registration is refused exactly where /v1/workers would refuse the same person.

/** A space's `url` as it appears in a link: bounded before anything looks it up. */
export const SpaceUrlSchema = z.string().min(1).max(255);
export const SpaceUrlParamsSchema = z.object({ url: SpaceUrlSchema });

/** What a stranger may know of an agency: its name, its town and the registration features it has. */
export const PublicSpaceSchema = z.object({
  url: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  features: z.object({
    registration: z.boolean(),
    express: z.boolean(),
    kiosk: z.boolean(),
    ocr: z.boolean(),
    /** The six-step reading of spec 001 §2: an employer step before confirmation, a setting of the agency. */
    employer_step: z.boolean(),
  }),
  turnstile_site_key: z.string(),
});
export type PublicSpace = z.infer<typeof PublicSpaceSchema>;

/** An upload's id: the random UUID the upload slot gave. */
export const UploadIdSchema = z.uuid();

/** A MIME type as a browser declares it (its word only: the bytes decide at registration). */
const DeclaredContentTypeSchema = z
  .string()
  .max(100)
  .regex(/^[\w.+-]+\/[\w.+-]+$/, "content_type_format");

/** POST /v1/public/spaces/{url}/uploads. */
export const UploadSlotRequestSchema = z.strictObject({
  file_name: z.string().trim().min(1).max(255),
  content_type: DeclaredContentTypeSchema,
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type UploadSlotRequest = z.infer<typeof UploadSlotRequestSchema>;

export const UploadSlotSchema = z.object({
  upload_id: z.string(),
  upload_url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type UploadSlot = z.infer<typeof UploadSlotSchema>;

/** The largest file a candidate may send (spec 001 §5 "under 8 MB", read as 8 MiB like decision 0022). */
export const REGISTRATION_FILE_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** Documents per registration: every type of spec 001 §3 once, both sides of an identity card, and room to spare. */
export const REGISTRATION_DOCUMENTS_MAX = 20;

/** Identity documents with two faces: the side says which (decision 0032). */
export const SIDED_DOCUMENT_TYPES = ["id_card", "residence_permit"] as const;
/**
 * The document types a candidate may send (spec 001 §3 Registration documents, and the kiosk's portrait
 * as `photo`): `id_card` with a side is stored as `id_card_recto` or `id_card_verso` (decision 0022);
 * staff-only types (contracts, payslips, internal documents, anonymised CVs) are not offered.
 */
export const REGISTRATION_DOCUMENT_TYPES = [
  "cv",
  "id_card",
  "id_card_recto",
  "id_card_verso",
  "passport",
  "residence_permit",
  "residence_card",
  "foreign_id",
  "photo",
  "social_security",
  "proof_of_address",
  "rib",
  "work_certificate",
  "training_certificate",
  "medical_examination",
  "caces",
  "habilitation",
  "driving_licence",
  "diploma",
  "other_certificate",
  "other",
] as const satisfies readonly ("id_card" | (typeof DOCUMENT_TYPES)[number])[];

export const RegistrationDocumentSchema = z
  .strictObject({
    upload_id: UploadIdSchema,
    type: z.enum(REGISTRATION_DOCUMENT_TYPES),
    side: z.enum(["recto", "verso"]).optional(),
  })
  .superRefine((document, ctx) => {
    const sided = (SIDED_DOCUMENT_TYPES as readonly string[]).includes(document.type);
    if (document.side !== undefined && !sided) ctx.addIssue({ code: "custom", path: ["side"], message: "side_not_applicable" });
    if (document.type === "id_card" && document.side === undefined)
      ctx.addIssue({ code: "custom", path: ["side"], message: "side_required" });
  });
export type RegistrationDocument = z.infer<typeof RegistrationDocumentSchema>;

export const REGISTRATION_ROUTES = ["standard", "express", "kiosk"] as const;

/** Spec 001 §3's payload fields, plus the marital-status step's (family situation, maiden name, children). */
const RegistrationFields = {
  sex: WorkerFields.sex,
  first_name: WorkerFields.first_name,
  last_name: WorkerFields.last_name,
  maiden_name: WorkerFields.maiden_name,
  email: WorkerFields.email,
  mobile_phone_number: WorkerFields.mobile_phone_number,
  phone_number: WorkerFields.phone_number,
  postal_address: WorkerFields.postal_address,
  postal_complement: WorkerFields.postal_complement,
  postal_code: WorkerFields.postal_code,
  postal_city: WorkerFields.postal_city,
  postal_country: WorkerFields.postal_country,
  birth_date: WorkerFields.birth_date,
  birth_city: WorkerFields.birth_city,
  birth_country: WorkerFields.birth_country,
  birth_department: WorkerFields.birth_department,
  nationality: WorkerFields.nationality,
  nir: WorkerFields.nir,
  family_situation: WorkerFields.family_situation,
  child_in_charge: WorkerFields.child_in_charge,
  favorite_jobs: WorkerFields.favorite_jobs,
  transportation_means: WorkerFields.transportation_means,
  cet_consent: WorkerFields.cet_consent,
};

/**
 * The employer step (spec 001 §2's six-step reading, decision 0045): the candidate's last employer,
 * for the agency's references. All optional: a first job has none. Kept on the worker's file as a comment.
 */
export const LastEmployerFields = {
  last_employer_name: z.string().trim().min(1).max(255).optional(),
  last_employer_city: z.string().trim().min(1).max(255).optional(),
  last_employer_job: z.string().trim().min(1).max(255).optional(),
  /** The last day worked there. */
  last_employer_until: z.iso.date().optional(),
  /** Whether the agency may call that employer for a reference. */
  last_employer_may_contact: z.boolean().optional(),
};

/** POST /v1/public/spaces/{url}/registrations. */
export const RegistrationSchema = z
  .strictObject({
    ...RegistrationFields,
    ...LastEmployerFields,
    documents: z.array(RegistrationDocumentSchema).max(REGISTRATION_DOCUMENTS_MAX),
    route: z.enum(REGISTRATION_ROUTES),
    turnstile_token: z.string().min(1).max(2048),
    /** The published offer the candidate applies to, from its page (decision 0046): they become its applicant. */
    job_offer_id: RowIdSchema.optional(),
  })
  .superRefine(
    (registration, ctx) => {
      for (const issue of workerRuleIssues(registration)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type RegistrationInput = z.infer<typeof RegistrationSchema>;

export const RegistrationAnswerSchema = z.object({ reference: z.string() });

/** POST /v1/public/spaces/{url}/express-readings: paid OCR, behind a solved Turnstile challenge too (decision 0043). */
export const ExpressReadingRequestSchema = z.strictObject({ upload_id: UploadIdSchema, turnstile_token: z.string().min(1).max(2048) });

/** What the CV gave: only values the registration form accepts (never the NIR: decision 0032). */
export const ExpressReadingSchema = z.object({
  fields: z.object({
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    email: z.string().optional(),
    mobile_phone_number: z.string().optional(),
    birth_date: z.string().optional(),
  }),
});
export type ExpressReading = z.infer<typeof ExpressReadingSchema>;

/** The texts of refused documents, stable: the pages map them to translated messages. */
export const REGISTRATION_MESSAGES = {
  resumeRequired: "resume_required",
  unknownUpload: "upload_unknown",
  notUploaded: "upload_missing",
  duplicateUpload: "upload_used_twice",
  spaceHasNoFeature: "Feature deactivated",
  noSpaceMatches: "No space matches this link",
  turnstileRefused: "turnstile_refused",
} as const;
