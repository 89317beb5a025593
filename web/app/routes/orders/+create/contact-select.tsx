import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
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
 * e-mailed to them), chosen among the client's contacts, read from /v1 as the client changes.
 */
export function ContactSelect({ companyId, error }: { companyId: number | null; error?: string }) {
  const { t } = useTranslation();
  const [contacts, setContacts] = useState<Contact[]>([]);

  useEffect(() => {
    if (companyId === null) {
      setContacts([]);
      return;
    }
    const controller = new AbortController();
    apiFetch(`/companies/${companyId}/contacts`, { schema: z.array(ContactSchema), signal: controller.signal })
      .then((answer) => setContacts(answer.data))
      .catch(() => undefined); // the snackbar said so; the order goes without a contact
    return () => controller.abort();
  }, [companyId]);

  return (
    <SelectField
      label={t("orders.form.contact")}
      name="contact_id"
      defaultValue=""
      emptyLabel={t("orders.form.contactNone")}
      options={contacts.map((contact) => ({ value: String(contact.id), label: contactLabel(contact) }))}
      hint={t("orders.form.contactHint")}
      error={error}
    />
  );
}
