import { z } from "zod";
import { DOCUMENT_TYPES } from "../enums/worker";
import { DOCUMENT_MIME_TYPES } from "../files/document-type";
import { isCalendarDate } from "../dates/calendar-date";
import { OCR_STATUSES } from "../ocr/ocr-fields";
import { IdParamSchema } from "../validation/id-param";

// A worker's documents (spec 000 §3 Worker documents: type, name, validity start and end, card number,
// delivering organisation, confidential flag; §5 Uploads), shared by /v1 and the screens.

/**
 * Spec 000 §5 and §9 "Uploads under 8 MB": MB read as 2²⁰ bytes (8 388 608), as for the profile
 * picture, so a file a computer shows as "8,0 Mo" passes (decision 0022).
 */
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;

/** The spec's texts, kept byte for byte: the web app maps them to its translated messages. */
export const DOCUMENT_MESSAGES = {
  // Spec 000 §8, 415.
  unsupportedFormat: "Unsupported file format",
  // Spec 000 §8 "duplicate document" (001 §8 names it duplicate_document_detected).
  duplicate: "duplicate document",
  tooLarge: "File must be under 8 MB",
  // Spec 001 §4 and §8 "Delete process fail".
  deleteFailed: "Delete process fail",
} as const;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date_format")
  .refine(isCalendarDate, "date_invalid")
  .refine((day) => day >= "1900-01-01" && day <= "2199-12-31", "date_out_of_range");

const text = (max: number) => z.string().trim().min(1).max(max);

/** The editable fields (PATCH body; the upload's form fields once read). */
const DocumentFieldsShape = {
  type: z.enum(DOCUMENT_TYPES),
  /** Spec §9 text limit 255; defaults to the uploaded file's name. */
  name: text(255),
  valid_from: Day.nullable(),
  valid_until: Day.nullable(),
  card_number: text(100).nullable(),
  delivering_organization: text(255).nullable(),
  confidential: z.boolean(),
};

function validityInOrder(fields: { valid_from?: string | null; valid_until?: string | null }, ctx: z.RefinementCtx) {
  if (fields.valid_from && fields.valid_until && fields.valid_until < fields.valid_from) {
    ctx.addIssue({ code: "custom", path: ["valid_until"], message: "valid_until_before_valid_from" });
  }
}

/** PATCH /v1/workers/{id}/documents/{document_id}: any of the fields; null clears an optional one. */
export const DocumentUpdateSchema = z
  .strictObject(DocumentFieldsShape)
  .partial()
  .superRefine(validityInOrder)
  .refine((fields) => Object.keys(fields).length > 0, { message: "nothing_to_change", path: ["body"] });
export type DocumentUpdate = z.infer<typeof DocumentUpdateSchema>;

/** A multipart text field: absent or empty means "not given" (browsers send empty inputs). */
const formText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? undefined : value), schema.optional());

/**
 * The upload's form fields besides `file` (multipart values are strings). Identity cards are two
 * documents, `id_card_recto` and `id_card_verso`, one upload each (decision 0022).
 */
export const DocumentUploadFieldsSchema = z
  .strictObject({
    type: z.enum(DOCUMENT_TYPES),
    name: formText(text(255)),
    valid_from: formText(Day),
    valid_until: formText(Day),
    card_number: formText(text(100)),
    delivering_organization: formText(text(255)),
    confidential: formText(
      z.enum(["true", "false", "on", "1", "0"]).transform((value) => value === "true" || value === "on" || value === "1"),
    ),
  })
  .superRefine(validityInOrder);
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

export const DocumentParamsSchema = z.object({ id: IdParamSchema, document_id: IdParamSchema });

/** A document as /v1 answers it: never its storage key. */
export const DocumentSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string(),
  mime_type: z.enum(DOCUMENT_MIME_TYPES),
  size_bytes: z.number().int(),
  /** Lower-case hex SHA-256 of the content. */
  content_sha256: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  card_number: z.string().nullable(),
  delivering_organization: z.string().nullable(),
  confidential: z.boolean(),
  /** "expired", "expires_soon" (validity ends within 30 Paris days) or null. */
  expiry: z.enum(["expired", "expires_soon"]).nullable(),
  /**
   * Other workers of the space holding a document with the same content: possibly the same person
   * registered twice. Empty when none.
   */
  possible_duplicate_worker_ids: z.array(z.number().int()),
  /** OCR's progress in a space with its ocr flag: null (not read), pending, done, no_text, failed. */
  ocr_status: z.enum(OCR_STATUSES).nullable(),
  /** The spec's "OCR saving failed" when the reading failed; the document itself is kept. */
  ocr_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkerDocument = z.infer<typeof DocumentSchema>;
