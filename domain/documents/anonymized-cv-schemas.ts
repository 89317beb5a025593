import { z } from "zod";

// An anonymised CV (spec 000 §1, §2 "CV anonymisation with a white area, a stamp and comments";
// decision 0026). Positions are PDF points, origin at the page's bottom-left corner, as pdf-lib
// and the PDF text layer count them; the screen's preview draws in the same units.

/** Spec 001 §3: the proposal anonymisation list and its default, the fields hidden on a CV. */
export const ANONYMIZED_FIELDS = ["last_name", "mobile_phone_number", "email", "postal_address", "links"] as const;
export type AnonymizedField = (typeof ANONYMIZED_FIELDS)[number];
export const DEFAULT_ANONYMIZATION_LIST: readonly AnonymizedField[] = ANONYMIZED_FIELDS;

/** Spec 000 §8, kept byte for byte: the anonymised PDF could not be produced. */
export const PDF_ERROR_MESSAGE = "PDF download error";

const coordinate = z.number().finite().min(0).max(20_000);

/** A white area on one page (0-based). */
export const AreaSchema = z.strictObject({
  page: z.number().int().min(0).max(499),
  x: coordinate,
  y: coordinate,
  width: z.number().finite().positive().max(20_000),
  height: z.number().finite().positive().max(20_000),
});
export type Area = z.infer<typeof AreaSchema>;

/** POST /v1/workers/{id}/documents/{document_id}/anonymize */
export const AnonymizeCvSchema = z.strictObject({
  /**
   * The fields to white out wherever the CV shows them: the user's proposal anonymisation list, which
   * spec 001 §3 keeps in the browser; without it, the spec's default (all five).
   */
  fields: z
    .array(z.enum(ANONYMIZED_FIELDS))
    .max(ANONYMIZED_FIELDS.length)
    .default(() => [...DEFAULT_ANONYMIZATION_LIST]),
  /** Areas drawn by staff on the preview, besides the ones found from the list's fields. */
  areas: z.array(AreaSchema).max(200).default([]),
  /** The agency's comments, printed with the stamp. */
  comments: z.string().trim().max(2000).optional(),
  /** The new document's name; defaults to "CV anonymisé". */
  name: z.string().trim().min(1).max(255).optional(),
});
export type AnonymizeCv = z.infer<typeof AnonymizeCvSchema>;

const PreviewLineSchema = z.object({ text: z.string(), x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** GET /v1/workers/{id}/documents/{document_id}/anonymization: what the preview draws. */
export const AnonymizationPreviewSchema = z.object({
  /** "pdf": its text is laid out again without the hidden parts; "image": no text, only drawn areas. */
  kind: z.enum(["pdf", "image"]),
  pages: z.array(z.object({ width: z.number(), height: z.number(), lines: z.array(PreviewLineSchema) })),
  /** The areas found from the anonymisation list's fields, each with the field that put it there. */
  found: z.array(AreaSchema.extend({ field: z.enum(ANONYMIZED_FIELDS) })),
});
export type AnonymizationPreview = z.infer<typeof AnonymizationPreviewSchema>;
