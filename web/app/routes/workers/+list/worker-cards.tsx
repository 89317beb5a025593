import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { WorkerSummary } from "#domain/workers/worker-schemas";
import { Icon } from "#web/app/components/icons";
import { WorkerStateBadge } from "../+profile/worker-badges";
import { SelectCheckbox, type WorkerRowsProps } from "./select-checkbox";
import { CurrentAvailability, EmailLink, FavoriteJobs, fullName, MobileLink, Under18Flag, WorkerTown } from "./worker-details";
import { ReactivateButton } from "./reactivate-button";

/** Spec 000 §2 card view: one card per worker, in a grid that is one column on a phone. */
export function WorkerCards({ workers, selection, archived, busyIds, onReactivate }: WorkerRowsProps) {
  const { t } = useTranslation();
  return (
    // One column of minmax(0, 1fr), not an implicit auto one: a long e-mail truncates instead of
    // widening the card past a 320-pixel screen (WCAG 1.4.10).
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("workers.list.results")}>
      {workers.map((worker) => (
        <WorkerCard
          key={worker.id}
          worker={worker}
          selected={selection.has(worker.id)}
          selectable={selection.has(worker.id) || !selection.full}
          onSelect={(selected) => selection.set([worker.id], selected)}
          archived={archived}
          busy={busyIds.has(worker.id)}
          onReactivate={() => onReactivate(worker)}
        />
      ))}
    </ul>
  );
}

function WorkerCard({
  worker,
  selected,
  selectable,
  onSelect,
  archived,
  busy,
  onReactivate,
}: {
  worker: WorkerSummary;
  selected: boolean;
  selectable: boolean;
  onSelect(selected: boolean): void;
  archived: boolean;
  busy: boolean;
  onReactivate(): void;
}) {
  const { t } = useTranslation();
  const name = fullName(worker);
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-xs transition-colors ${
        selected ? "border-primary-400 ring-1 ring-primary-400 dark:border-primary-500 dark:ring-primary-500" : "border-line"
      }`}
      data-testid="worker-card"
    >
      <div className="flex items-start gap-3">
        <SelectCheckbox
          label={t("workers.list.selection.selectWorker", { name })}
          checked={selected}
          disabled={!selectable}
          onChange={onSelect}
        />
        <div className="min-w-0 flex-1">
          <Link to={`/workers/${worker.id}`} className="block truncate font-medium text-ink hover:text-accent hover:underline">
            {name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <WorkerStateBadge state={worker.state} />
            {worker.under_18 ? <Under18Flag /> : null}
          </div>
        </div>
        {archived ? <ReactivateButton name={name} busy={busy} onClick={onReactivate} /> : null}
      </div>
      <dl className="grid gap-1.5 text-sm text-ink-muted">
        <div>
          <dt className="sr-only">{t("workers.list.table.availability")}</dt>
          <dd className="flex min-w-0 items-center gap-1.5" data-testid="worker-availability">
            <CurrentAvailability availability={worker.current_availability} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t("workers.list.table.town")}</dt>
          <dd className="flex min-w-0 items-center gap-1.5">
            <Icon name="mapPin" className="size-4 shrink-0 text-ink-subtle" />
            <span className="truncate">
              <WorkerTown worker={worker} />
            </span>
          </dd>
        </div>
      </dl>
      <FavoriteJobs jobs={worker.favorite_jobs} />
      {worker.mobile_phone_number || worker.email ? (
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
          <MobileLink worker={worker} />
          <EmailLink worker={worker} />
        </div>
      ) : null}
    </li>
  );
}
