import { Fragment, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { z } from "zod";
import type { ActivityLogSchema } from "#domain/activity-logs/activity-log-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { Icon } from "#web/app/components/icons";
import { RelativeDate } from "#web/app/components/relative-date";
import { ActivityLogDetails } from "./activity-log-details";
import { subjectPath } from "./activity-titles";
import { useActivityLabels } from "./use-activity-labels";

type ActivityLog = z.infer<typeof ActivityLogSchema>;

interface ActivityLogTableProps {
  logs: ActivityLog[];
  /** The spaces' names by id; a space since deleted shows as its number. */
  spaceNames: ReadonlyMap<number, string>;
  /** The loader's time: relative dates read the same on the server and in the browser. */
  now: string;
  loading: boolean;
}

/** One row an entry, newest first; each unfolds on its details (request, what changed). */
export function ActivityLogTable({ logs, spaceNames, now, loading }: ActivityLogTableProps) {
  const { t } = useTranslation();
  const { typeLabel, schemaLabel, titleLabel } = useActivityLabels();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const columns: TableColumn[] = [
    { key: "details", label: <span className="sr-only">{t("admin.activityLogs.details")}</span>, className: "w-10 px-2 py-2.5" },
    { key: "date", label: t("admin.activityLogs.date") },
    { key: "action", label: t("admin.activityLogs.action") },
    { key: "user", label: t("admin.activityLogs.user"), shownFrom: "sm" },
    { key: "space", label: t("admin.activityLogs.space"), shownFrom: "md" },
  ];

  return (
    <DataTable caption={t("admin.activityLogs.caption")} columns={columns} loading={loading} className="mt-4">
      {logs.map((log) => {
        const open = expanded.has(log.id);
        const detailsId = `log-${log.id}-details`;
        const who = log.user ? `${log.user.first_name} ${log.user.last_name}`.trim() || log.user.email : t("admin.activityLogs.system");
        return (
          <Fragment key={log.id}>
            <tr className="align-top hover:bg-surface-muted/50" data-testid="activity-row">
              <td className="px-2 py-2">
                <button
                  type="button"
                  className={buttonStyles.icon}
                  aria-expanded={open}
                  aria-controls={detailsId}
                  aria-label={t("admin.activityLogs.showDetails", { title: log.title })}
                  onClick={() => toggle(log.id)}
                >
                  <Icon name="chevronRight" className={`size-4 transition-transform ${open ? "rotate-90" : ""}`} />
                </button>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">
                <RelativeDate value={log.created_at} now={now} />
              </td>
              <td className="px-3 py-2.5">
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink">{typeLabel(log.type)}</span>{" "}
                <span className="text-ink" data-testid="activity-title">
                  {titleLabel(log.title)}
                </span>
                <Subject log={log} schemaLabel={schemaLabel(log.schema)} />
                <p className="text-xs text-ink-subtle sm:hidden">{who}</p>
              </td>
              <td className="hidden px-3 py-2.5 sm:table-cell">
                <span className="text-ink">{who}</span>
                {log.user ? <p className="text-xs break-all text-ink-subtle">{log.user.email}</p> : null}
              </td>
              <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
                {log.space_id ? (spaceNames.get(log.space_id) ?? t("admin.activityLogs.deletedSpace", { id: log.space_id })) : "—"}
              </td>
            </tr>
            <tr id={detailsId} hidden={!open} className="bg-surface-muted/40">
              <td />
              <td colSpan={4} className="px-3 pt-1 pb-4">
                {open ? <ActivityLogDetails log={log} now={now} /> : null}
              </td>
            </tr>
          </Fragment>
        );
      })}
    </DataTable>
  );
}

/** "Intérimaire · Camille Durand", linked to the worker's file; the number only when the name is unknown. */
function Subject({ log, schemaLabel }: { log: ActivityLog; schemaLabel: string }) {
  const { t } = useTranslation();
  if (!log.subject_id) return null;
  const path = subjectPath(log.schema, log.subject_id);
  const name = log.subject_name ?? t("admin.activityLogs.subjectNumber", { id: log.subject_id });
  return (
    <span className="text-ink-muted">
      {" · "}
      {schemaLabel}{" "}
      {path && log.subject_name ? (
        <Link to={path} className="text-accent hover:underline">
          {name}
        </Link>
      ) : (
        name
      )}
    </span>
  );
}
