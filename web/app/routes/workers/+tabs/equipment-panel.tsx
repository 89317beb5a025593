import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { ItemFormDialog, type Editing } from "#web/app/components/item-form-dialog";
import { EquipmentForm, type Equipment } from "./equipment-form";
import { ItemActions } from "./item-actions";
import { ConfirmItemDeletion, useItemDeletion } from "./item-deletion";
import { TabHeader } from "./tab-header";
import { TabItemList } from "./tab-item-list";

// The equipment tab (spec 000 §3 Equipment): what the agency lent the worker or what they own, with its
// size; added and edited in a dialog, deleted after a confirmation.

export function EquipmentPanel({ workerId, items }: { workerId: number; items: Equipment[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Equipment>>(null);
  const deletion = useItemDeletion<Equipment>(`worker-${workerId}-equipment-delete`, "workers.tabs.equipment.deleted");

  return (
    <section aria-labelledby="equipment-title">
      <TabHeader id="equipment-title" title={t("workers.tabs.equipment.title")}>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>
          <Icon name="plus" className="size-4" />
          {t("workers.tabs.equipment.add")}
        </button>
      </TabHeader>

      <div className="mt-4">
        <TabItemList
          items={items}
          label={t("workers.tabs.equipment.title")}
          empty={
            <EmptyState icon="shield" title={t("workers.tabs.equipment.emptyTitle")} hint={t("workers.tabs.equipment.emptyMessage")} />
          }
          testId="equipment"
          pendingId={deletion.pendingId}
          layout="grid"
        >
          {(item) => (
            <>
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
                onDelete={() => deletion.ask(item)}
                busy={deletion.busy}
              />
            </>
          )}
        </TabItemList>
      </div>

      <ItemFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        createTitle={t("workers.tabs.equipment.createTitle")}
        editTitle={t("workers.tabs.equipment.editTitle")}
        description={t("workers.tabs.equipment.description")}
      >
        {(item) => <EquipmentForm workerId={workerId} equipment={item} onDone={() => setEditing(null)} />}
      </ItemFormDialog>

      <ConfirmItemDeletion
        deletion={deletion}
        title={t("workers.tabs.equipment.deleteTitle")}
        describe={(item) => t("workers.tabs.equipment.deleteMessage", { name: item.name })}
      />
    </section>
  );
}
