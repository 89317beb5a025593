import { useTranslation } from "#web/app/i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import { SelectField } from "#web/app/components/form/select-field";
import { Icon } from "#web/app/components/icons";
import type { ViewMode } from "#web/app/lib/local-storage";
import { saveListSettings } from "./list-settings";
import { PER_PAGE_OPTIONS, SORT_OPTIONS, workerListSearch, type WorkerListSort, type WorkerListView } from "./worker-list-query";

const SORT_LABEL_KEYS = {
  last_name: "workers.list.sorts.nameAsc",
  "-last_name": "workers.list.sorts.nameDesc",
  first_name: "workers.list.sorts.firstName",
  "-created_at": "workers.list.sorts.newest",
  created_at: "workers.list.sorts.oldest",
  "-updated_at": "workers.list.sorts.updated",
  distance: "workers.list.sorts.nearest",
} as const satisfies Record<WorkerListSort, string>;

const MODES: readonly {
  mode: ViewMode;
  icon: "squares" | "listBullet";
  key: "workers.list.display.cards" | "workers.list.display.list";
}[] = [
  { mode: "card", icon: "squares", key: "workers.list.display.cards" },
  { mode: "list", icon: "listBullet", key: "workers.list.display.list" },
];

/**
 * Cards or rows, sort and page size (spec 000 §2; spec 001 §3 view settings): each choice goes into
 * the URL and is remembered in this browser for the next visit.
 */
export function DisplayControls({ view }: { view: WorkerListView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function show(next: WorkerListView) {
    void navigate(`${pathname}?${workerListSearch(next)}`, { preventScrollReset: true });
  }

  const sorts = SORT_OPTIONS.filter((sort) => sort !== "distance" || view.filters.near !== null);

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <SelectField
        label={t("workers.list.display.sort")}
        name="sort"
        // Uncontrolled, renewed with the URL: the new choice shows at once while the list loads.
        key={`sort-${view.sort}`}
        defaultValue={view.sort}
        options={sorts.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
        className="min-w-48 flex-1 sm:w-64 sm:flex-none [&>label]:sr-only [&>select]:mt-0"
        onChange={(event) => {
          const sort = event.target.value as WorkerListSort;
          // "Nearest first" is only for a search around a town: not a habit to bring back elsewhere.
          if (sort !== "distance") saveListSettings({ sort });
          show({ ...view, sort, page: 1 });
        }}
      />
      <SelectField
        label={t("workers.list.display.perPage")}
        name="per_page"
        key={`per-page-${view.perPage}`}
        defaultValue={String(view.perPage)}
        options={PER_PAGE_OPTIONS.map((count) => ({
          value: String(count),
          label: t("workers.list.display.perPageOption", { size: count }),
        }))}
        className="w-40 [&>label]:sr-only [&>select]:mt-0"
        onChange={(event) => {
          const perPage = Number(event.target.value);
          saveListSettings({ perPage });
          show({ ...view, perPage, page: 1 });
        }}
      />
      <div
        role="group"
        aria-label={t("workers.list.display.label")}
        className="inline-flex rounded-lg border border-line-strong bg-surface p-0.5 shadow-xs"
      >
        {MODES.map(({ mode, icon, key }) => {
          const current = view.layout === mode;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={current}
              onClick={() => {
                saveListSettings({ mode });
                if (!current) show({ ...view, layout: mode });
              }}
              className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors ${
                current ? "bg-surface-muted text-ink" : "text-ink-muted hover:text-ink"
              }`}
            >
              <Icon name={icon} className="size-4" />
              <span className="max-sm:sr-only">{t(key)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
