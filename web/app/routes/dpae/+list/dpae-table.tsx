import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { DpaeSummary } from "#domain/dpae/dpae-schemas";
import { formatDate } from "#domain/format/format-date-time";
import { Badge } from "#web/app/components/badge";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { DpaeStatusBadge } from "../+shared/dpae-status-badge";

/** The day of hire (a calendar date) read at noon UTC, so no time zone moves it to another day. */
export function hireDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function DpaeTable({ declarations, loading }: { declarations: readonly DpaeSummary[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn[] = [
    { key: "worker", label: t("dpae.list.worker") },
    { key: "hire", label: t("dpae.list.hire") },
    { key: "contract", label: t("dpae.list.contract"), shownFrom: "sm" },
    { key: "order", label: t("dpae.list.order"), shownFrom: "md" },
    { key: "status", label: t("dpae.list.status") },
  ];
  return (
    <DataTable caption={t("dpae.list.caption")} columns={columns} loading={loading} className="mt-4">
      {declarations.map((declaration) => {
        const name = `${declaration.worker_first_name} ${declaration.worker_last_name}`;
        return (
          <tr key={declaration.id} data-testid="dpae-row">
            <td className="px-3 py-2.5 font-medium text-ink">
              <Link to={`/dpae/${declaration.id}`} className="hover:underline" aria-label={t("dpae.list.open", { name })}>
                {name}
              </Link>
            </td>
            <td className="px-3 py-2.5 text-ink-muted">{formatDate(hireDay(declaration.hire_date), i18n.language)}</td>
            <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
              {declaration.contract_nature}
              {declaration.test ? (
                <span className="ml-2">
                  <Badge tone="violet" title={t("dpae.testDeposit")}>
                    {t("dpae.list.test")}
                  </Badge>
                </span>
              ) : null}
            </td>
            <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">{declaration.order_id ?? ""}</td>
            <td className="px-3 py-2.5">
              <DpaeStatusBadge status={declaration.status} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
