import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { WorkerStateBadge } from "../+profile/worker-badges";
import { ReactivateButton } from "./reactivate-button";
import { SelectCheckbox, type WorkerRowsProps } from "./select-checkbox";
import { CurrentAvailability, EmailLink, FavoriteJobs, fullName, MobileLink, Under18Flag, WorkerTown } from "./worker-details";

const HEAD = "px-3 py-2.5 text-left text-xs font-medium tracking-wide whitespace-nowrap text-ink-subtle uppercase";
const CELL = "px-3 py-3 align-top";

/**
 * Spec 000 §2 list view: one row per worker, denser than the cards. A real table (headers announced per
 * cell); on a narrow screen it scrolls sideways inside its frame, the page does not.
 */
export function WorkerTable({ workers, selection, archived, busyIds, onReactivate }: WorkerRowsProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
      <table className="w-full min-w-[60rem] text-sm" aria-label={t("workers.list.results")}>
        <thead className="border-b border-line bg-surface-muted/60">
          <tr>
            <th scope="col" className={`${HEAD} w-10`}>
              <span className="sr-only">{t("workers.list.table.selection")}</span>
            </th>
            <th scope="col" className={HEAD}>
              {t("workers.list.table.name")}
            </th>
            <th scope="col" className={HEAD}>
              {t("workers.list.table.availability")}
            </th>
            <th scope="col" className={HEAD}>
              {t("workers.list.table.town")}
            </th>
            <th scope="col" className={HEAD}>
              {t("workers.list.table.jobs")}
            </th>
            <th scope="col" className={HEAD}>
              {t("workers.list.table.contact")}
            </th>
            {archived ? (
              <th scope="col" className={HEAD}>
                <span className="sr-only">{t("workers.list.table.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {workers.map((worker) => {
            const name = fullName(worker);
            const selected = selection.has(worker.id);
            return (
              <tr key={worker.id} className={selected ? "bg-accent-soft/60" : "hover:bg-surface-muted/50"} data-testid="worker-row">
                <td className={CELL}>
                  <SelectCheckbox
                    label={t("workers.list.selection.selectWorker", { name })}
                    checked={selected}
                    disabled={!selected && selection.full}
                    onChange={(checked) => selection.set([worker.id], checked)}
                  />
                </td>
                <th scope="row" className={`${CELL} min-w-44 text-left font-normal`}>
                  <Link to={`/workers/${worker.id}`} className="font-medium text-ink hover:text-accent hover:underline">
                    {name}
                  </Link>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    <WorkerStateBadge state={worker.state} />
                    {worker.under_18 ? <Under18Flag /> : null}
                  </div>
                </th>
                <td className={`${CELL} text-ink-muted`} data-testid="worker-availability">
                  <CurrentAvailability availability={worker.current_availability} />
                </td>
                <td className={`${CELL} text-ink-muted`}>
                  <WorkerTown worker={worker} />
                </td>
                <td className={CELL}>
                  <FavoriteJobs jobs={worker.favorite_jobs} />
                </td>
                <td className={CELL}>
                  <div className="flex max-w-64 flex-col gap-1">
                    <MobileLink worker={worker} />
                    <EmailLink worker={worker} />
                  </div>
                </td>
                {archived ? (
                  <td className={`${CELL} text-right`}>
                    <ReactivateButton name={name} busy={busyIds.has(worker.id)} onClick={() => onReactivate(worker)} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
