import type { ContractRow } from "#db/contracts/get-contract";
import { formatContractNumber, type Contract } from "#domain/contracts/contract-schemas";
import { isContractLate } from "#domain/contracts/working-days";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A contract as /v1 answers it; `today` (Paris) says whether it is late. */
export function toContract(row: ContractRow, today: string): Contract {
  return {
    id: row.id,
    space_id: row.space_id,
    order_id: row.order_id,
    worker_id: row.worker_id,
    worker_first_name: row.worker_first_name,
    worker_last_name: row.worker_last_name,
    company_name: row.company_name,
    number: formatContractNumber(row.year, row.number),
    status: row.status,
    documents: [
      { audience: "client", status: row.client_status },
      { audience: "worker", status: row.worker_status },
    ],
    first_day: row.first_day,
    due_by: row.due_by,
    late: isContractLate(row.due_by, today, row.status !== "draft" && row.status !== "sent"),
    sent_at: iso(row.sent_at),
    signed_at: iso(row.signed_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
