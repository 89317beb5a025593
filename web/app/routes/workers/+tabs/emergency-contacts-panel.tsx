import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFrenchPhone } from "../../../../../domain/french/phone";
import { EMERGENCY_CONTACTS_MAX } from "../../../../../domain/workers/worker-tab-schemas";
import { buttonStyles } from "../../../components/button-styles";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { DialogFrame } from "../../shell/+shared/dialog-frame";
import { EmergencyContactForm, type EmergencyContact } from "./emergency-contact-form";
import { ItemActions } from "./item-actions";
import { TabHeader } from "./tab-header";
import { useDeleteFetcher } from "./use-delete-fetcher";

// The emergency contacts tab (spec 000 §2, §5). The maximum per worker (EMERGENCY_CONTACTS_MAX, which
// /v1 enforces) is stated as "N of M" and the add button is disabled once it is reached, with the reason.

export function EmergencyContactsPanel({ workerId, contacts }: { workerId: number; contacts: EmergencyContact[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EmergencyContact | "new" | null>(null);
  const [deleting, setDeleting] = useState<EmergencyContact | null>(null);
  const { pendingId, remove } = useDeleteFetcher(`worker-${workerId}-emergency-contact-delete`, "workers.tabs.emergencyContacts.deleted");
  const full = contacts.length >= EMERGENCY_CONTACTS_MAX;
  const counts = { count: contacts.length, max: EMERGENCY_CONTACTS_MAX };

  return (
    <section aria-labelledby="emergency-contacts-title">
      <TabHeader id="emergency-contacts-title" title={t("workers.tabs.emergencyContacts.title")}>
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">
          <span aria-hidden="true" data-testid="emergency-contacts-count">
            {t("workers.tabs.emergencyContacts.count", counts)}
          </span>
          <span className="sr-only">{t("workers.tabs.emergencyContacts.countLabel", counts)}</span>
        </span>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => setEditing("new")}
          disabled={full}
          aria-describedby={full ? "emergency-contacts-full" : undefined}
        >
          <Icon name="plus" className="size-4" />
          {t("workers.tabs.emergencyContacts.add")}
        </button>
      </TabHeader>
      {full ? (
        <p id="emergency-contacts-full" className="mt-2 text-sm text-ink-muted">
          {t("workers.tabs.emergencyContacts.maximumReached", { max: EMERGENCY_CONTACTS_MAX })}
        </p>
      ) : null}

      <div className="mt-4">
        {contacts.length === 0 ? (
          <EmptyState icon="lifebuoy" title={t("workers.tabs.emergencyContacts.emptyTitle")} hint={t("workers.tabs.emergencyContacts.emptyMessage")} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("workers.tabs.emergencyContacts.title")}>
            {contacts.map((contact) => (
              <li
                key={contact.id}
                data-testid="emergency-contact"
                aria-busy={pendingId === contact.id}
                className={`flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition-opacity ${
                  pendingId === contact.id ? "opacity-50" : ""
                }`}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{contact.name}</p>
                  {contact.relationship ? <p className="text-sm text-ink-muted">{contact.relationship}</p> : null}
                  <a href={`tel:${contact.phone}`} className="mt-2 flex items-center gap-2 text-sm text-ink-muted hover:text-accent">
                    <Icon name="phone" className="size-4 shrink-0 text-ink-subtle" />
                    {formatFrenchPhone(contact.phone)}
                  </a>
                </div>
                <ItemActions
                  editLabel={t("workers.tabs.emergencyContacts.edit", { name: contact.name })}
                  deleteLabel={t("workers.tabs.emergencyContacts.delete", { name: contact.name })}
                  onEdit={() => setEditing(contact)}
                  onDelete={() => setDeleting(contact)}
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
        title={editing === "new" ? t("workers.tabs.emergencyContacts.createTitle") : t("workers.tabs.emergencyContacts.editTitle")}
        description={t("workers.tabs.emergencyContacts.description")}
      >
        {editing !== null ? (
          <EmergencyContactForm workerId={workerId} contact={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </DialogFrame>

      <ConfirmDialog
        open={deleting !== null}
        title={t("workers.tabs.emergencyContacts.deleteTitle")}
        description={t("workers.tabs.emergencyContacts.deleteMessage", { name: deleting?.name ?? "" })}
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
