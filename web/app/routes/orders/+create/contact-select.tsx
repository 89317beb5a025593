import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { ContactSchema, type Contact } from "#domain/companies/contact-schemas";
import { SelectField } from "#web/app/components/form/select-field";
import { apiFetch } from "#web/app/lib/api.client";

/** How a contact reads in the list: name, then their job title when they have one. */
function contactLabel(contact: Contact) {
  const name = [contact.first_name, contact.last_name].filter(Boolean).join(" ");
  return contact.job_title ? `${name} (${contact.job_title})` : name;
}

/**
 * The client's contact for this order (spec 000 §3, a party of the order: the mission confirmation is
 * e-mailed to them), chosen among the client's contacts, read from /v1 as the client changes. An order
 * being edited gives its client's contacts from its loader (`initialContacts`, the client cannot change
 * there) and its contact (`defaultContactId`), so the form holds them before any script runs.
 */
export function ContactSelect({
  companyId,
  initialContacts,
  defaultContactId = null,
  error,
}: {
  companyId: number | null;
  initialContacts?: readonly Contact[];
  defaultContactId?: number | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const [contacts, setContacts] = useState<readonly Contact[]>(initialContacts ?? []);
  const [chosen, setChosen] = useState(defaultContactId ? String(defaultContactId) : "");

  useEffect(() => {
    if (initialContacts) return;
    if (companyId === null) {
      setContacts([]);
      return;
    }
    const controller = new AbortController();
    apiFetch(`/companies/${companyId}/contacts`, { schema: z.array(ContactSchema), signal: controller.signal })
      .then((answer) => setContacts(answer.data))
      .catch(() => undefined); // the snackbar said so; the order goes without a contact
    return () => controller.abort();
  }, [companyId, initialContacts]);

  return (
    <SelectField
      label={t("orders.form.contact")}
      name="contact_id"
      value={contacts.some((contact) => String(contact.id) === chosen) ? chosen : ""}
      onChange={(event) => setChosen(event.target.value)}
      emptyLabel={t("orders.form.contactNone")}
      options={contacts.map((contact) => ({ value: String(contact.id), label: contactLabel(contact) }))}
      hint={t("orders.form.contactHint")}
      error={error}
    />
  );
}
