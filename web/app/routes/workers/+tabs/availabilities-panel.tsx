import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { Availability } from "#domain/workers/availability-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { AvailabilityForm } from "./availability-form";
import { periodBounds } from "./availability-period";
import { AvailabilityStatusBadge } from "./availability-status-badge";
import { ItemActions } from "./item-actions";
import { ConfirmItemDeletion, useItemDeletion } from "./item-deletion";
import { TabHeader } from "./tab-header";
import { TabItemList } from "./tab-item-list";

// The availabilities tab (spec 000 §3 Worker availability, §4): latest period first, added in a dialog,
// deleted after a confirmation. /v1 has no update: a period is deleted and recorded again. Deleting one
// that vanished meanwhile says so (§8) and the list, reloaded after every action, no longer shows it.

export function AvailabilitiesPanel({ workerId, availabilities }: { workerId: number; availabilities: Availability[] }) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const deletion = useItemDeletion<Availability>(`worker-${workerId}-availability-delete`, "workers.tabs.availabilities.deleted");
  const boundsOf = (availability: Availability) => periodBounds(availability.from, availability.to, i18n.language);
  const statusOf = (availability: Availability) => t(`workers.labels.availabilityStatuses.${availability.status}`);

  return (
    <section aria-labelledby="availabilities-title">
      <TabHeader id="availabilities-title" title={t("workers.tabs.availabilities.title")}>
        <button type="button" className={buttonStyles.primary} onClick={() => setAdding(true)}>
          <Icon name="plus" className="size-4" />
          {t("workers.tabs.availabilities.add")}
        </button>
      </TabHeader>

      <div className="mt-4">
        <TabItemList
          items={availabilities}
          label={t("workers.tabs.availabilities.title")}
          empty={
            <EmptyState
              icon="clipboard"
              title={t("workers.tabs.availabilities.emptyTitle")}
              hint={t("workers.tabs.availabilities.emptyMessage")}
            />
          }
          testId="availability"
          pendingId={deletion.pendingId}
        >
          {(availability) => (
            <>
              <div className="min-w-0 space-y-1.5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <AvailabilityStatusBadge status={availability.status} />
                  <span className="text-sm font-medium text-ink">{t("workers.tabs.availabilities.period", boundsOf(availability))}</span>
                </p>
                {availability.follow_up ? (
                  <p className="flex items-center gap-1.5 text-xs text-ink-muted">
                    <Icon name="bell" className="size-4 text-ink-subtle" />
                    {t("workers.tabs.availabilities.followUpBadge")}
                  </p>
                ) : null}
                {availability.comment ? <p className="text-sm whitespace-pre-line text-ink-muted">{availability.comment}</p> : null}
              </div>
              <ItemActions
                deleteLabel={t("workers.tabs.availabilities.delete", { status: statusOf(availability), from: boundsOf(availability).from })}
                onDelete={() => deletion.ask(availability)}
                busy={deletion.busy}
              />
            </>
          )}
        </TabItemList>
      </div>

      <DialogFrame
        open={adding}
        onClose={() => setAdding(false)}
        title={t("workers.tabs.availabilities.createTitle")}
        description={t("workers.tabs.availabilities.description")}
        size="lg"
      >
        {adding ? <AvailabilityForm workerId={workerId} onDone={() => setAdding(false)} /> : null}
      </DialogFrame>

      <ConfirmItemDeletion
        deletion={deletion}
        title={t("workers.tabs.availabilities.deleteTitle")}
        describe={(availability) =>
          t("workers.tabs.availabilities.deleteMessage", { status: statusOf(availability), ...boundsOf(availability) })
        }
      />
    </section>
  );
}
