import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { formatFrenchPhone } from "#domain/french/phone";
import { EMERGENCY_CONTACTS_MAX } from "#domain/workers/worker-tab-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { ItemFormDialog, type Editing } from "#web/app/components/item-form-dialog";
import { EmergencyContactForm, type EmergencyContact } from "./emergency-contact-form";
import { ItemActions } from "./item-actions";
import { ConfirmItemDeletion, useItemDeletion } from "./item-deletion";
import { TabHeader } from "./tab-header";
import { TabItemList } from "./tab-item-list";

// The emergency contacts tab (spec 000 §2, §5). The maximum per worker (EMERGENCY_CONTACTS_MAX, which
// /v1 enforces) is stated as "N of M" and the add button is disabled once it is reached, with the reason.

export function EmergencyContactsPanel({ workerId, contacts }: { workerId: number; contacts: EmergencyContact[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<EmergencyContact>>(null);
  const deletion = useItemDeletion<EmergencyContact>(
    `worker-${workerId}-emergency-contact-delete`,
    "workers.tabs.emergencyContacts.deleted",
  );
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
        <TabItemList
          items={contacts}
          label={t("workers.tabs.emergencyContacts.title")}
          empty={
            <EmptyState
              icon="lifebuoy"
              title={t("workers.tabs.emergencyContacts.emptyTitle")}
              hint={t("workers.tabs.emergencyContacts.emptyMessage")}
            />
          }
          testId="emergency-contact"
          pendingId={deletion.pendingId}
          layout="grid"
        >
          {(contact) => (
            <>
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
                onDelete={() => deletion.ask(contact)}
                busy={deletion.busy}
              />
            </>
          )}
        </TabItemList>
      </div>

      <ItemFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        createTitle={t("workers.tabs.emergencyContacts.createTitle")}
        editTitle={t("workers.tabs.emergencyContacts.editTitle")}
        description={t("workers.tabs.emergencyContacts.description")}
      >
        {(contact) => <EmergencyContactForm workerId={workerId} contact={contact} onDone={() => setEditing(null)} />}
      </ItemFormDialog>

      <ConfirmItemDeletion
        deletion={deletion}
        title={t("workers.tabs.emergencyContacts.deleteTitle")}
        describe={(contact) => t("workers.tabs.emergencyContacts.deleteMessage", { name: contact.name })}
      />
    </section>
  );
}
