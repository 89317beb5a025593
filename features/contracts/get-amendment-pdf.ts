import { findContractFacts } from "#db/contracts/find-contract-facts";
import { amendmentFileName, amendmentLines } from "#domain/contracts/amendment-document";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import type { ContractAudience } from "#domain/enums/contract";
import { notFound } from "#domain/errors/app-error";
import { writeConfirmationPdf } from "../orders/confirmations/write-confirmation-pdf";
import type { OperationContext } from "../operation-context";
import { amendmentOr404 } from "./contract-amendments";
import { contractFactsOf } from "./load-contract-facts";

/** GET /v1/contracts/{id}/amendments/{n}/pdf?audience=: one copy of an amendment, in French (decision 0055). */
export async function getAmendmentPdf(context: Pick<OperationContext, "db" | "caller">, id: number, n: number, audience: ContractAudience) {
  const { contract, amendment } = await amendmentOr404(context, id, n);
  const rows = await findContractFacts(context.db, { orderId: contract.order_id, workerId: contract.worker_id });
  if (!rows?.worker) throw notFound();
  const facts = contractFactsOf({ order: rows.order, worker: rows.worker });
  const contractNumber = formatContractNumber(contract.year, contract.number);
  const lines = amendmentLines({ contractNumber, amendment, facts }, audience);
  const bytes = await writeConfirmationPdf({
    lines,
    title: `${lines[0]?.kind === "title" ? lines[0].text : "Avenant"} ${amendment.number}`,
    author: facts.agency.name ?? "",
    now: new Date(amendment.created_at),
  });
  return { bytes, fileName: amendmentFileName(amendment.number, audience), locale: "fr" as const };
}
