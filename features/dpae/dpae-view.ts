import type { DpaeDeclarationRow } from "#db/dpae/get-dpae-declaration";
import type { listDpaeReturns } from "#db/dpae/get-dpae-declaration";
import type { DpaeDetail, DpaeSummary } from "#domain/dpae/dpae-schemas";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A declaration as /v1 answers it: no NIR and no XML (GET …/xml has it). */
export function toDpaeSummary(row: DpaeDeclarationRow): DpaeSummary {
  return {
    id: row.id,
    space_id: row.space_id,
    order_id: row.order_id,
    worker_id: row.worker_id,
    worker_first_name: row.worker_first_name,
    worker_last_name: row.worker_last_name,
    status: row.status,
    contract_nature: row.contract_nature,
    hired_at: row.hired_at.toISOString(),
    hire_date: row.hire_date,
    contract_end_date: row.contract_end_date,
    employer_siret: row.employer_siret,
    test: row.test,
    urssaf_flow_id: row.urssaf_flow_id,
    error_message: row.error_message,
    outcome_unknown: row.outcome_unknown,
    sent_at: iso(row.sent_at),
    acknowledged_at: iso(row.acknowledged_at),
    completed_at: iso(row.completed_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDpaeDetail(row: DpaeDeclarationRow, returns: Awaited<ReturnType<typeof listDpaeReturns>>): DpaeDetail {
  return { ...toDpaeSummary(row), returns: returns.map((item) => ({ ...item, received_at: item.received_at.toISOString() })) };
}
