import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { ContactCreateSchema, type Contact } from "#domain/companies/contact-schemas";
import { formatFrenchPhone } from "#domain/french/phone";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { EmptyState } from "#web/app/components/empty-state";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { ItemFormDialog, type Editing } from "#web/app/components/item-form-dialog";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { formMessageOf, type FieldMessages, type FormReply, type Refusal } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { contactInputFromForm } from "./contact-form-values";

// A company's contacts (spec 000 §3 Contact: names, mail, phone; §5: a mail or a phone, a name that is
// not a number, no duplicate). Written through the company screen's action (intents contact-*).

type ContactAnswer = { ok: true; intent: string } | Refusal;

function fullName(contact: Contact) {
  return [contact.first_name, contact.last_name].filter(Boolean).join(" ");
}

export function ContactsPanel({ companyId, contacts }: { companyId: number; contacts: Contact[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Contact>>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const deleteFetcher = useFetcher<ContactAnswer>({ key: `company-${companyId}-contact-delete` });
  const deleteAnswer = deleteFetcher.state === "idle" ? deleteFetcher.data : undefined;
  const deleteShown = useRef<unknown>(null);

  useEffect(() => {
    if (!deleteAnswer || deleteShown.current === deleteAnswer) return;
    deleteShown.current = deleteAnswer;
    showSnackbar(
      deleteAnswer.ok ? { key: "companies.contacts.deleted", tone: "success" } : { ...formMessageOf(deleteAnswer.reply), tone: "error" },
    );
  }, [deleteAnswer]);

  return (
    <section aria-labelledby="contacts-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contacts-title" className="text-lg font-semibold tracking-tight">
          {t("companies.contacts.title")}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>
          <Icon name="plus" className="size-4" />
          {t("companies.contacts.add")}
        </button>
      </div>

      <div className="mt-4">
        {contacts.length === 0 ? (
          <EmptyState icon="users" title={t("companies.contacts.emptyTitle")} hint={t("companies.contacts.emptyMessage")} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("companies.contacts.title")}>
            {contacts.map((contact) => (
              <li
                key={contact.id}
                className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-xs"
                data-testid="contact-card"
              >
                <p className="font-medium text-ink">{fullName(contact)}</p>
                {contact.job_title ? <p className="text-sm text-ink-muted">{contact.job_title}</p> : null}
                <div className="mt-2 space-y-1 text-sm">
                  {contact.email ? (
                    <a href={`mailto:${contact.email}`} className="flex items-center gap-2 break-all text-ink-muted hover:text-accent">
                      <Icon name="envelope" className="size-4 shrink-0 text-ink-subtle" />
                      {contact.email}
                    </a>
                  ) : null}
                  {contact.phone ? (
                    <a href={`tel:${contact.phone}`} className="flex items-center gap-2 text-ink-muted hover:text-accent">
                      <Icon name="phone" className="size-4 shrink-0 text-ink-subtle" />
                      {formatFrenchPhone(contact.phone)}
                    </a>
                  ) : null}
                </div>
                <div className="mt-auto flex justify-end gap-1 pt-3">
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    onClick={() => setEditing(contact)}
                    aria-label={t("companies.contacts.edit", { name: fullName(contact) })}
                    title={t("companies.contacts.edit", { name: fullName(contact) })}
                  >
                    <Icon name="pencil" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    onClick={() => setDeleting(contact)}
                    disabled={deleteFetcher.state !== "idle"}
                    aria-label={t("companies.contacts.delete", { name: fullName(contact) })}
                    title={t("companies.contacts.delete", { name: fullName(contact) })}
                  >
                    <Icon name="trash" className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ItemFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        createTitle={t("companies.contacts.createTitle")}
        editTitle={t("companies.contacts.editTitle")}
        description={t("companies.contacts.description")}
      >
        {(contact) => <ContactForm companyId={companyId} contact={contact} onDone={() => setEditing(null)} />}
      </ItemFormDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t("companies.contacts.deleteTitle")}
        description={t("companies.contacts.deleteMessage", { name: deleting ? fullName(deleting) : "" })}
        confirmLabel={t("companies.contacts.deleteConfirm")}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteFetcher.submit({ intent: "contact-delete", contact_id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </section>
  );
}

function checkContact(formData: FormData): FieldMessages {
  const input = contactInputFromForm(formData);
  const parsed = ContactCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}

function ContactForm({ companyId, contact, onDone }: { companyId: number; contact: Contact | null; onDone(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactAnswer>({ key: `company-${companyId}-contact-form` });
  const [lastResult, setLastResult] = useState<FormReply | null>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(fetcher.data);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      showSnackbar({ key: contact ? "companies.contacts.saved" : "companies.contacts.created", tone: "success" });
      onDone();
      return;
    }
    // Spec 000 §5: a duplicate contact is refused (409 "Contact already exists"), naming mail or phone;
    // the dialog says so above its fields (the company screen's action words it).
    setLastResult(answer.reply);
  }, [answer, contact, onDone]);

  // The mail-or-phone rule ties the two fields: Conform checks the whole form, so correcting one clears both.
  const {
    errorOf: error,
    formError,
    formProps,
  } = useRefusableForm({
    check: checkContact,
    lastResult,
    onValid(event, formData) {
      event.preventDefault();
      formData.set("intent", contact ? "contact-update" : "contact-create");
      if (contact) {
        formData.set("contact_id", String(contact.id));
        formData.set(VERSION_FIELD, contact.updated_at);
      }
      void fetcher.submit(formData, { method: "post" });
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("companies.contacts.firstName")}
          name="first_name"
          defaultValue={contact?.first_name ?? ""}
          maxLength={100}
          autoComplete="off"
          error={error("first_name")}
        />
        <TextField
          label={`${t("companies.contacts.lastName")} *`}
          name="last_name"
          defaultValue={contact?.last_name ?? ""}
          maxLength={100}
          required
          autoComplete="off"
          error={error("last_name")}
        />
      </div>
      <TextField
        label={t("companies.contacts.email")}
        name="email"
        type="email"
        defaultValue={contact?.email ?? ""}
        maxLength={254}
        autoComplete="off"
        error={error("email")}
      />
      <TextField
        label={t("companies.contacts.phone")}
        name="phone"
        type="tel"
        defaultValue={contact?.phone ? formatFrenchPhone(contact.phone) : ""}
        maxLength={40}
        autoComplete="off"
        error={error("phone")}
      />
      <TextField
        label={t("companies.contacts.jobTitle")}
        name="job_title"
        defaultValue={contact?.job_title ?? ""}
        maxLength={254}
        autoComplete="off"
        error={error("job_title")}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("companies.contacts.saving") : t("companies.contacts.save")}
        </button>
      </div>
    </form>
  );
}
