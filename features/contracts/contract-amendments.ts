import {
  getContractAmendmentRow,
  insertAmendmentsStatement,
  listContractAmendmentRows,
  type ContractAmendmentRow,
} from "#db/contracts/contract-amendments";
import type { Database } from "#db/client";
import {
  amendmentKindOf,
  AmendmentChangeSchema,
  changedTerms,
  formatAmendmentNumber,
  type AmendedTerm,
  type ContractAmendment,
} from "#domain/contracts/contract-amendments";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import { notFound } from "#domain/errors/app-error";
import type { ContractAudience } from "#domain/enums/contract";
import { z } from "zod";
import type { OperationContext } from "../operation-context";
import { contractOr404 } from "./get-contract";

type Terms = Partial<Record<AmendedTerm, string | number | Date | null | undefined>>;

/**
 * For an order operation's batch (issue item 5, decision 0055): the statement that writes an amendment
 * under each sent or signed contract of the order when `after` changes its dates, hours or rate, or
 * nothing when it changes none. `when`: the condition under which the operation's own change is written.
 */
export function amendmentsOnOrderChange(
  db: Database,
  orderId: number,
  before: Terms,
  after: Terms,
  now: Date,
  when?: Parameters<typeof insertAmendmentsStatement>[1]["when"],
) {
  const changes = changedTerms(before, after);
  if (changes.length === 0) return [];
  return [insertAmendmentsStatement(db, { orderId, kind: amendmentKindOf(changes), changes: JSON.stringify(changes), when }, now)];
}

export function toAmendment(row: ContractAmendmentRow, contractNumber: string): ContractAmendment {
  return {
    n: row.n,
    number: formatAmendmentNumber(contractNumber, row.n),
    kind: row.kind,
    status: row.status,
    changes: z.array(AmendmentChangeSchema).parse(JSON.parse(row.changes)),
    created_at: row.created_at.toISOString(),
  };
}

/** A contract's amendments as /v1 answers them. */
export async function listContractAmendments(context: Pick<OperationContext, "db">, contractId: number, contractNumber: string) {
  return (await listContractAmendmentRows(context.db, contractId)).map((row) => toAmendment(row, contractNumber));
}

/** One amendment of a contract of the caller's spaces, else 404. */
export async function amendmentOr404(context: Pick<OperationContext, "db" | "caller">, contractId: number, n: number) {
  const contract = await contractOr404(context, contractId);
  const row = await getContractAmendmentRow(context.db, contract.id, n);
  if (!row) throw notFound();
  return { contract, amendment: toAmendment(row, formatContractNumber(contract.year, contract.number)) };
}

/** One document to have signed: the contracts themselves, or one of their amendments (`n`). */
export interface DocumentToSign {
  audience: ContractAudience;
  amendment: number | null;
  /** The path of its PDF under /v1. */
  pdfPath: string;
}

/**
 * The seam for the signature's send path: every document of a placement that still needs signing —
 * both contracts while they are not signed, then each unsigned amendment's two copies. The send job
 * asks this for its document list, so an amendment is signed through the same request flow.
 */
export async function contractDocumentsToSign(
  context: Pick<OperationContext, "db" | "caller">,
  contractId: number,
): Promise<DocumentToSign[]> {
  const contract = await contractOr404(context, contractId);
  const audiences = ["client", "worker"] as const;
  const documents: DocumentToSign[] =
    contract.status === "draft" || contract.status === "sent"
      ? audiences.map((audience) => ({ audience, amendment: null, pdfPath: `/contracts/${contract.id}/pdf?audience=${audience}` }))
      : [];
  for (const row of await listContractAmendmentRows(context.db, contract.id)) {
    if (row.status !== "draft" && row.status !== "sent") continue;
    for (const audience of audiences) {
      documents.push({ audience, amendment: row.n, pdfPath: `/contracts/${contract.id}/amendments/${row.n}/pdf?audience=${audience}` });
    }
  }
  return documents;
}
