import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { SelectCheckbox } from "./select-checkbox";
import type { WorkerSelection } from "./use-worker-selection";
import { pageSelectionState, SELECTION_MAX } from "./worker-selection";

/**
 * Spec 000 §4 "archived and reactivated, singly or in bulk": tick the whole page, see how many are
 * selected (on this page or others), clear, and act on the selection. The count is announced.
 */
export function SelectionBar({
  archived,
  pageIds,
  selection,
  busy,
  onAct,
  children,
}: {
  archived: boolean;
  pageIds: readonly number[];
  selection: WorkerSelection;
  busy: boolean;
  /** Archive (after a confirmation) or reactivate the selection. */
  onAct(): void;
  /** Other actions on the selection (the SMS dialog's button), beside archive. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const state = pageSelectionState(selection.ids, pageIds);
  const count = selection.ids.length;
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-surface px-3 py-2 shadow-xs"
      data-testid="selection-bar"
    >
      <SelectCheckbox
        label={t("workers.list.selection.selectPage")}
        showLabel
        checked={state === "all"}
        mixed={state === "some"}
        disabled={pageIds.length === 0 || (selection.full && state === "none")}
        onChange={(checked) => selection.set(pageIds, checked)}
      />
      <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="selection-count">
        {count > 0 ? t("workers.list.selection.count", { count }) : ""}
        {selection.full ? (
          <span className="ml-2 font-normal text-ink-subtle">{t("workers.list.selection.max", { max: SELECTION_MAX })}</span>
        ) : null}
      </p>
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <button type="button" className={`${buttonStyles.ghost} px-2.5 py-1.5`} onClick={selection.clear}>
            {t("workers.list.selection.clear")}
          </button>
          {children}
          <button type="button" className={`${buttonStyles.secondary} px-3 py-1.5`} onClick={onAct} disabled={busy}>
            <Icon name={archived ? "restore" : "archiveBox"} className="size-4" />
            {archived ? t("workers.list.selection.reactivate") : t("workers.list.selection.archive")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
