import { Link } from "react-router";
import type { WorkerMission } from "#domain/workers/worker-mission-schemas";
import { Badge } from "#web/app/components/badge";
import { DataTable } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useOrderFormat, WORKER_STATUS_TONES } from "#web/app/routes/orders/+shared/order-format";
import { TabHeader } from "./tab-header";

// The Missions tab: what a recruiter checks before proposing a worker again, or when the worker calls
// about a payslip: every place they held, the client, the dates and the hours entered. Current and
// upcoming missions first, then the past ones, each newest first.

export function MissionsPanel({ missions, now }: { missions: WorkerMission[]; now: string }) {
  const { t } = useTranslation();
  const ongoing = missions.filter((mission) => mission.ends_at === null || mission.ends_at >= now);
  const past = missions.filter((mission) => mission.ends_at !== null && mission.ends_at < now);
  return (
    <section aria-labelledby="missions-title">
      <TabHeader id="missions-title" title={t("workers.tabs.missions.title")} />
      {missions.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon="clipboard" title={t("workers.tabs.missions.emptyTitle")} hint={t("workers.tabs.missions.emptyMessage")} />
        </div>
      ) : (
        <>
          <MissionTable caption={t("workers.tabs.missions.ongoing")} missions={ongoing} />
          <MissionTable caption={t("workers.tabs.missions.past")} missions={past} />
        </>
      )}
    </section>
  );
}

function MissionTable({ caption, missions }: { caption: string; missions: WorkerMission[] }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  if (missions.length === 0) return null;
  const columns = [
    { key: "order", label: t("workers.tabs.missions.order") },
    { key: "client", label: t("workers.tabs.missions.client") },
    { key: "dates", label: t("workers.tabs.missions.dates"), shownFrom: "sm" as const },
    { key: "hours", label: t("workers.tabs.missions.hours"), shownFrom: "md" as const },
    { key: "status", label: t("workers.tabs.missions.status") },
  ];
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-ink">{caption}</h3>
      <DataTable caption={caption} columns={columns} loading={false} className="mt-2">
        {missions.map((mission) => (
          <tr key={`${mission.order_id}-${mission.starts_at ?? ""}`}>
            <td className="px-3 py-2.5">
              <Link to={`/orders/${mission.order_id}`} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                {format.order(mission.order_number)}
              </Link>
              {mission.position_title ? <p className="text-xs text-ink-muted">{mission.position_title}</p> : null}
            </td>
            <td className="px-3 py-2.5">
              <Link to={`/companies/${mission.company.id}`} className="text-ink hover:underline">
                {mission.company.name}
              </Link>
            </td>
            <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
              {t("workers.tabs.missions.range", { from: format.date(mission.starts_at), to: format.date(mission.ends_at) })}
            </td>
            <td className="hidden px-3 py-2.5 text-ink-muted tabular-nums md:table-cell">
              {mission.worked_minutes === null
                ? t("workers.tabs.missions.noHours")
                : t("workers.tabs.missions.hoursValue", { hours: formatHours(mission.worked_minutes) })}
            </td>
            <td className="px-3 py-2.5">
              <Badge tone={WORKER_STATUS_TONES[mission.status]}>{t(`orders.workerStatuses.${mission.status}`)}</Badge>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** "7 h 30", "40 h": hours and minutes as a French timesheet writes them. */
function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}
