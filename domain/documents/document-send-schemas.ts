import { z } from "zod";
import { MAX_ROW_ID } from "../validation/row-id";

/** The document types a client may receive by e-mail (spec 000 §1: a CV, anonymised or not). */
export const SENDABLE_DOCUMENT_TYPES = ["cv", "anonymized_cv", "active_proposal_cv"] as const;

/** POST /v1/workers/{id}/documents/{document_id}/send */
export const DocumentSendSchema = z
  .object({
    contact_ids: z
      .array(z.number().int().min(1).max(MAX_ROW_ID))
      .min(1)
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, "duplicate_contact"),
    message: z.string().max(5000).optional(),
  })
  .strict();

/**
 * Names one sending request: the same key sent again (a retried click, a lost answer) reaches no
 * contact twice. Without it, each request is its own.
 */
export const IdempotencyKeyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "idempotency_key_format")
    .optional(),
});

export const DocumentSentSchema = z.object({
  document_id: z.number().int(),
  sent_to: z.array(z.object({ contact_id: z.number().int(), company_id: z.number().int(), email: z.string() })),
});

export type DocumentSent = z.infer<typeof DocumentSentSchema>;

/** The e-mail job's idempotency key: one e-mail per document × contact × request. */
export function documentSendKey(documentId: number, contactId: number, requestKey: string) {
  return `document.send:${documentId}:${contactId}:${requestKey}`;
}
