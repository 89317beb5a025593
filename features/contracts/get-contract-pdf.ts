import { findContractFacts } from "#db/contracts/find-contract-facts";
import { contractFileName, contractLines } from "#domain/contracts/contract-document";
import { missingContractMentions } from "#domain/contracts/contract-mentions";
import { contractTexts } from "#domain/contracts/contract-texts";
import { formatContractNumber, type ContractPdfQuery } from "#domain/contracts/contract-schemas";
import { AppError, notFound } from "#domain/errors/app-error";
import { writeConfirmationPdf } from "../orders/confirmations/write-confirmation-pdf";
import type { OperationContext } from "../operation-context";
import type { ContractRow } from "#db/contracts/get-contract";
import type { ContractAudience } from "#domain/enums/contract";
import { contractOr404 } from "./get-contract";
import { contractFactsOf } from "./load-contract-facts";

/**
 * GET /v1/contracts/{id}/pdf?audience=: one of the two contracts, written from the order, position,
 * space and worker as they are now (a draft follows their edits). A mention emptied since the contracts
 * were made refuses the PDF as the creation would, naming each field.
 */
export async function getContractPdf(context: Pick<OperationContext, "db" | "caller" | "now">, id: number, query: ContractPdfQuery) {
  const contract = await contractOr404(context, id);
  return renderContractPdf(context.db, contract, query);
}

/** A contract's document written from its placement's facts as they are now (the preview, and what is sent for signature). */
export async function renderContractPdf(
  db: OperationContext["db"],
  contract: ContractRow,
  query: { audience: ContractAudience; lang?: string | undefined },
) {
  const rows = await findContractFacts(db, { orderId: contract.order_id, workerId: contract.worker_id });
  if (!rows?.worker) throw notFound();
  const facts = contractFactsOf({ order: rows.order, worker: rows.worker });
  const missing = missingContractMentions(facts);
  if (missing.length > 0) throw new AppError("validation_failed", "Missing contract mentions", { fields: missing });
  const number = formatContractNumber(contract.year, contract.number);
  const worker = rows.worker;
  const workerAddress = [worker.postal_address, [worker.postal_code, worker.postal_city].filter(Boolean).join(" ")]
    .filter((part) => part?.trim())
    .join(", ");
  const lines = contractLines(
    { number, issuedAt: contract.created_at, facts, workerAddress: workerAddress || null },
    query.audience,
    query.lang,
  );
  const bytes = await writeConfirmationPdf({
    lines,
    title: `${lines[0]?.kind === "title" ? lines[0].text : "Contrat"} ${number}`,
    author: facts.agency.name ?? "",
    now: contract.created_at,
  });
  const { locale } = contractTexts(query.audience, query.lang);
  return { bytes, fileName: contractFileName(number, query.audience, query.lang), locale };
}
