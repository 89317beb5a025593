import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "../../../components/button-styles";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { DialogFrame } from "../../shell/+shared/dialog-frame";
import { EquipmentForm, type Equipment } from "./equipment-form";
import { ItemActions } from "./item-actions";
import { TabHeader } from "./tab-header";
import { useDeleteFetcher } from "./use-delete-fetcher";

// The equipment tab (spec 000 §3 Equipment): what the agency lent the worker or what they own, with its
// size; added and edited in a dialog, deleted after a confirmation.

export function EquipmentPanel({ workerId, items }: { workerId: number; items: Equipment[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Equipment | "new" | null>(null);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const { pendingId, remove } = useDeleteFetcher(`worker-${workerId}-equipment-delete`, "workers.tabs.equipment.deleted");

  return (
    <section aria-labelledby="equipment-title">
      <TabHeader id="equipment-title" title={t("workers.tabs.equipment.title")}>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>
          <Icon name="plus" className="size-4" />
          {t("workers.tabs.equipment.add")}
        </button>
      </TabHeader>

      <div className="mt-4">
        {items.length === 0 ? (
          <EmptyState icon="shield" title={t("workers.tabs.equipment.emptyTitle")} hint={t("workers.tabs.equipment.emptyMessage")} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("workers.tabs.equipment.title")}>
            {items.map((item) => (
              <li
                key={item.id}
                data-testid="equipment"
                aria-busy={pendingId === item.id}
                className={`flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition-opacity ${
                  pendingId === item.id ? "opacity-50" : ""
                }`}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{item.name}</p>
                  {item.size ? (
                    <p className="mt-1 inline-flex rounded-md bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted">
                      {t("workers.tabs.equipment.sizeValue", { size: item.size })}
                    </p>
                  ) : null}
                  {item.comment ? <p className="mt-1.5 text-sm whitespace-pre-line text-ink-muted">{item.comment}</p> : null}
                </div>
                <ItemActions
                  editLabel={t("workers.tabs.equipment.edit", { name: item.name })}
                  deleteLabel={t("workers.tabs.equipment.delete", { name: item.name })}
                  onEdit={() => setEditing(item)}
                  onDelete={() => setDeleting(item)}
                  busy={pendingId !== null}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("workers.tabs.equipment.createTitle") : t("workers.tabs.equipment.editTitle")}
        description={t("workers.tabs.equipment.description")}
      >
        {editing !== null ? (
          <EquipmentForm workerId={workerId} equipment={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </DialogFrame>

      <ConfirmDialog
        open={deleting !== null}
        title={t("workers.tabs.equipment.deleteTitle")}
        description={t("workers.tabs.equipment.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("workers.tabs.common.delete")}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}
