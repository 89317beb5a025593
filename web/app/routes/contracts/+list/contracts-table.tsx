import { useTranslation } from "#web/app/i18n/use-translation";
import type { Contract } from "#domain/contracts/contract-schemas";
import { formatDate } from "#domain/format/format-date-time";
import { Badge } from "#web/app/components/badge";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { hireDay } from "#web/app/routes/dpae/+list/dpae-table";
import { ContractSignatureActions } from "./contract-signature-actions";

const STATUS_TONES = {
  draft: "neutral",
  sent: "sky",
  signed: "emerald",
  declined: "amber",
  expired: "amber",
  cancelled: "neutral",
} as const;

export function ContractsTable({ contracts, loading }: { contracts: readonly Contract[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn[] = [
    { key: "number", label: t("contracts.list.number"), shownFrom: "sm" },
    { key: "worker", label: t("contracts.list.worker") },
    { key: "client", label: t("contracts.list.client"), shownFrom: "sm" },
    { key: "status", label: t("contracts.list.status") },
    { key: "due", label: t("contracts.list.dueBy") },
    { key: "pdf", label: t("contracts.list.pdfs"), shownFrom: "md" },
  ];
  return (
    <DataTable caption={t("contracts.list.caption")} columns={columns} loading={loading} className="mt-4">
      {contracts.map((contract) => (
        <tr key={contract.id} data-testid="contract-row" data-late={contract.late ? "true" : "false"}>
          <td className="hidden px-3 py-2.5 font-medium text-ink sm:table-cell">{contract.number}</td>
          <td className="px-3 py-2.5 text-ink">{`${contract.worker_first_name} ${contract.worker_last_name}`}</td>
          <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">{contract.company_name}</td>
          <td className="px-3 py-2.5">
            <Badge tone={STATUS_TONES[contract.status]}>{t(`contracts.statuses.${contract.status}`)}</Badge>
          </td>
          <td className="px-3 py-2.5 text-ink-muted">
            {formatDate(hireDay(contract.due_by), i18n.language)}
            {contract.late ? (
              <span className="ml-2">
                <Badge tone="amber">{t("contracts.list.late")}</Badge>
              </span>
            ) : null}
          </td>
          <td className="hidden px-3 py-2.5 md:table-cell">
            <span className="flex gap-3">
              <a
                href={`/contracts/${contract.id}/pdf/client`}
                className="text-primary-700 hover:underline dark:text-primary-300"
                aria-label={t("contracts.list.clientPdfFor", { number: contract.number })}
              >
                {t("contracts.list.clientPdf")}
              </a>
              <a
                href={`/contracts/${contract.id}/pdf/worker`}
                className="text-primary-700 hover:underline dark:text-primary-300"
                aria-label={t("contracts.list.workerPdfFor", { number: contract.number })}
              >
                {t("contracts.list.workerPdf")}
              </a>
              <ContractSignatureActions contract={contract} />
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
