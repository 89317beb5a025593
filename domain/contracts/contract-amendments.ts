import { z } from "zod";
import { CONTRACT_AMENDMENT_KINDS, CONTRACT_AUDIENCES, CONTRACT_STATUSES, type ContractAmendmentKind } from "../enums/contract";
import { IdParamSchema } from "../validation/id-param";

// Amendments (avenants, issue item 5, decision 0055): a change of a sent or signed placement's terms, numbered
// under its contract. What makes one: the order's dates, hours or rate.

/** The order's terms an amendment follows: the mission's dates (L1251-43 2°), hours (4°) and pay (6°). */
export const AMENDED_TERMS = ["starts_at", "ends_at", "schedules", "weekly_duration", "hourly_rate"] as const;
export type AmendedTerm = (typeof AMENDED_TERMS)[number];

export const AmendmentChangeSchema = z.object({
  field: z.enum(AMENDED_TERMS),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type AmendmentChange = z.infer<typeof AmendmentChangeSchema>;

type TermValue = string | number | Date | null | undefined;
const comparable = (value: TermValue) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The terms `after` changes from `before`, each from and to (instants as ISO 8601); only those given in `after`. */
export function changedTerms(
  before: Partial<Record<AmendedTerm, TermValue>>,
  after: Partial<Record<AmendedTerm, TermValue>>,
): AmendmentChange[] {
  return AMENDED_TERMS.flatMap((field) => {
    if (!(field in after) || after[field] === undefined) return [];
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** A later end date renews the mission (L1251-35); any other change is a plain amendment. */
export function amendmentKindOf(changes: readonly AmendmentChange[]): ContractAmendmentKind {
  const end = changes.find((change) => change.field === "ends_at");
  return end && typeof end.from === "string" && typeof end.to === "string" && end.to > end.from ? "renewal" : "change";
}

/** "2026-000001-A1": the contract's number, then the amendment's under it. */
export function formatAmendmentNumber(contractNumber: string, n: number): string {
  return `${contractNumber}-A${n}`;
}

export const ContractAmendmentSchema = z.object({
  n: z.number().int(),
  /** "2026-000001-A1". */
  number: z.string(),
  kind: z.enum(CONTRACT_AMENDMENT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  changes: z.array(AmendmentChangeSchema),
  created_at: z.iso.datetime(),
});
export type ContractAmendment = z.infer<typeof ContractAmendmentSchema>;

export const AmendmentParamsSchema = z.object({ id: IdParamSchema, n: IdParamSchema });
export const AmendmentPdfQuerySchema = z.strictObject({ audience: z.enum(CONTRACT_AUDIENCES) });
