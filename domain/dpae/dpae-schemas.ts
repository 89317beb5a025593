import { z } from "zod";
import { DPAE_CONTRACT_NATURES, DPAE_STATUSES, type DpaeStatus } from "../enums/dpae";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";

// /v1/dpae (its names are a contract). Declarations are answered without the worker's NIR: the XML
// (GET /v1/dpae/{id}/xml) is where it is, for those who hold jobs-delegate.

export const DpaeCreateSchema = z.strictObject({ order_id: RowIdSchema, worker_id: RowIdSchema });
export type DpaeCreateInput = z.infer<typeof DpaeCreateSchema>;

/** A resend after an error. When the upload's outcome was unknown, staff say they checked URSSAF holds no deposit. */
export const DpaeResendSchema = z.strictObject({ deposit_checked: z.boolean().optional() });
export type DpaeResendInput = z.infer<typeof DpaeResendSchema>;

export const DpaeIdParamsSchema = z.object({ id: IdParamSchema });

/** `status=error` or several, comma-separated (`status=pending,processing`); refused as a whole, on `status`. */
const StatusListSchema = z.string().transform((value, context) => {
  const statuses = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (!statuses.every((status): status is DpaeStatus => (DPAE_STATUSES as readonly string[]).includes(status))) {
    context.addIssue({ code: "custom", message: "invalid_status" });
    return z.NEVER;
  }
  return statuses;
});

export const ListDpaeQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  status: StatusListSchema.optional(),
  ...pageQueryFields(25),
});
export type ListDpaeQuery = z.infer<typeof ListDpaeQuerySchema>;

const Instant = z.iso.datetime().nullable();

export const DpaeSummarySchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  order_id: z.number().int().nullable(),
  worker_id: z.number().int(),
  worker_first_name: z.string(),
  worker_last_name: z.string(),
  status: z.enum(DPAE_STATUSES),
  contract_nature: z.enum(DPAE_CONTRACT_NATURES),
  /** The date and time of hire (the order's first start). */
  hired_at: z.iso.datetime(),
  /** The day of hire in Paris: with the worker and the employer SIRET, what makes the declaration one. */
  hire_date: z.iso.date(),
  contract_end_date: z.iso.date().nullable(),
  employer_siret: z.string(),
  /** A test deposit (outside production) declares nothing. */
  test: z.boolean(),
  urssaf_flow_id: z.string().nullable(),
  /** URSSAF's rejection message, or why the deposit failed. */
  error_message: z.string().nullable(),
  /** The upload's answer never came: URSSAF may hold the deposit; check before resending. */
  outcome_unknown: z.boolean(),
  sent_at: Instant,
  acknowledged_at: Instant,
  completed_at: Instant,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DpaeSummary = z.infer<typeof DpaeSummarySchema>;

export const DpaeReturnSchema = z.object({
  id: z.number().int(),
  /** certificate (accepted), rejection, acknowledgement, or null when not recognised. */
  kind: z.string().nullable(),
  message: z.string().nullable(),
  /** The return as URSSAF gave it: the legal proof. */
  raw_payload: z.string(),
  received_at: z.iso.datetime(),
});

export const DpaeDetailSchema = DpaeSummarySchema.extend({ returns: z.array(DpaeReturnSchema) });
export type DpaeDetail = z.infer<typeof DpaeDetailSchema>;

/** Statuses a declaration may still move from by itself (the cron polls them). */
export const DPAE_OPEN_STATUSES: readonly DpaeStatus[] = ["pending", "processing", "urssaf_ack"];
