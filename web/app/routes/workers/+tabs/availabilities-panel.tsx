import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Availability } from "../../../../../domain/workers/availability-schemas";
import { buttonStyles } from "../../../components/button-styles";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { DialogFrame } from "../../shell/+shared/dialog-frame";
import { AvailabilityForm } from "./availability-form";
import { periodBounds } from "./availability-period";
import { AvailabilityStatusBadge } from "./availability-status-badge";
import { ItemActions } from "./item-actions";
import { TabHeader } from "./tab-header";
import { useDeleteFetcher } from "./use-delete-fetcher";

// The availabilities tab (spec 000 §3 Worker availability, §4): latest period first, added in a dialog,
// deleted after a confirmation. /v1 has no update: a period is deleted and recorded again. Deleting one
// that vanished meanwhile says so (§8) and the list, reloaded after every action, no longer shows it.

export function AvailabilitiesPanel({ workerId, availabilities }: { workerId: number; availabilities: Availability[] }) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Availability | null>(null);
  const { pendingId, remove } = useDeleteFetcher(`worker-${workerId}-availability-delete`, "workers.tabs.availabilities.deleted");
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
        {availabilities.length === 0 ? (
          <EmptyState icon="clipboard" title={t("workers.tabs.availabilities.emptyTitle")} hint={t("workers.tabs.availabilities.emptyMessage")} />
        ) : (
          <ul className="space-y-3" aria-label={t("workers.tabs.availabilities.title")}>
            {availabilities.map((availability) => (
              <li
                key={availability.id}
                data-testid="availability"
                aria-busy={pendingId === availability.id}
                className={`flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition-opacity ${
                  pendingId === availability.id ? "opacity-50" : ""
                }`}
              >
                <div className="min-w-0 space-y-1.5">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <AvailabilityStatusBadge status={availability.status} />
                    <span className="text-sm font-medium text-ink">
                      {t("workers.tabs.availabilities.period", boundsOf(availability))}
                    </span>
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
                  onDelete={() => setDeleting(availability)}
                  busy={pendingId !== null}
                />
              </li>
            ))}
          </ul>
        )}
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

      <ConfirmDialog
        open={deleting !== null}
        title={t("workers.tabs.availabilities.deleteTitle")}
        description={
          deleting
            ? t("workers.tabs.availabilities.deleteMessage", { status: statusOf(deleting), ...boundsOf(deleting) })
            : ""
        }
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
