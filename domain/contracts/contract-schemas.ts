import { z } from "zod";
import { CONTRACT_AUDIENCES, CONTRACT_DOCUMENT_STATUSES, CONTRACT_STATUSES, type ContractStatus } from "../enums/contract";
import { LOCALES } from "../enums/preferences";
import { ContractAmendmentSchema } from "./contract-amendments";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";

// /v1/contracts (its names are fixed): a placement's two contracts, the client's contrat de mise à
// disposition and the worker's contrat de mission (decision 0050).

export const ContractCreateSchema = z.strictObject({ order_id: RowIdSchema, worker_id: RowIdSchema });
export type ContractCreateInput = z.infer<typeof ContractCreateSchema>;

export const ContractIdParamsSchema = z.object({ id: IdParamSchema });

/** `status=draft` or several, comma-separated (`status=draft,sent`); refused as a whole, on `status`. */
const StatusListSchema = z.string().transform((value, context) => {
  const statuses = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (!statuses.every((status): status is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(status))) {
    context.addIssue({ code: "custom", message: "invalid_status" });
    return z.NEVER;
  }
  return statuses;
});

export const ListContractsQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  status: StatusListSchema.optional(),
  /** true: only the contracts not signed by their due day; false: only the others. */
  late: z.enum(["true", "false"]).optional(),
  /** One order's contracts (the order file's column). */
  order_id: RowIdQuerySchema.optional(),
  ...pageQueryFields(25),
});
export type ListContractsQuery = z.infer<typeof ListContractsQuerySchema>;

export const ContractPdfQuerySchema = z.strictObject({
  /** Whose contract: the client's contrat de mise à disposition or the worker's contrat de mission. */
  audience: z.enum(CONTRACT_AUDIENCES),
  /** The worker's copy in this language (French by default); the client's copy is always French. */
  lang: z.enum(LOCALES).optional(),
  /** 1: the copy signed by every signer, as the signature provider gave it back (decision 0054). */
  signed: z.enum(["0", "1"]).optional(),
});
export type ContractPdfQuery = z.infer<typeof ContractPdfQuerySchema>;

export const ContractDocumentSchema = z.object({
  audience: z.enum(CONTRACT_AUDIENCES),
  status: z.enum(CONTRACT_DOCUMENT_STATUSES),
});

export const ContractSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  order_id: z.number().int(),
  worker_id: z.number().int(),
  worker_first_name: z.string(),
  worker_last_name: z.string(),
  company_name: z.string(),
  /** The agency's number for the year, never reused: "2026-000042". */
  number: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  documents: z.array(ContractDocumentSchema),
  /** The placement's first day and the last day both contracts are due (two jours ouvrables later), in Paris. */
  first_day: z.iso.date(),
  due_by: z.iso.date(),
  /** Not signed by the end of its due day. */
  late: z.boolean(),
  sent_at: z.iso.datetime().nullable(),
  signed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Contract = z.infer<typeof ContractSchema>;

/** GET /v1/contracts/{id}: with its amendments (avenants), in their order (decision 0055). */
export const ContractDetailSchema = ContractSchema.extend({ amendments: z.array(ContractAmendmentSchema) });
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

/** "2026-000042": the year, then the number within the agency and the year. */
export function formatContractNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, "0")}`;
}
